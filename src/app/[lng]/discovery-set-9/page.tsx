import type { Metadata } from 'next';
import { AROMA_PARAM, parseAromaParam } from '@/domain/discovery-set/perfume-sample';
import { SetPage, setPageMetadata } from '../discovery-set/set-page';

export async function generateMetadata({ params }: PageProps<'/[lng]/discovery-set-9'>): Promise<Metadata> {
  return setPageMetadata(9, (await params).lng);
}

export default async function DiscoverySet9Page({
  params,
  searchParams,
}: PageProps<'/[lng]/discovery-set-9'>) {
  const aroma = parseAromaParam((await searchParams)[AROMA_PARAM]);
  return <SetPage size={9} lng={(await params).lng} aroma={aroma} />;
}
