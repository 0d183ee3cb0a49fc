import type { Metadata } from 'next';
import { AROMA_PARAM, parseAromaParam } from '@/domain/discovery-set/perfume-sample';
import { SetPage, setPageMetadata } from './set-page';

export async function generateMetadata({ params }: PageProps<'/[lng]/discovery-set'>): Promise<Metadata> {
  return setPageMetadata(6, (await params).lng);
}

export default async function DiscoverySetPage({ params, searchParams }: PageProps<'/[lng]/discovery-set'>) {
  const aroma = parseAromaParam((await searchParams)[AROMA_PARAM]);
  return <SetPage size={6} lng={(await params).lng} aroma={aroma} />;
}
