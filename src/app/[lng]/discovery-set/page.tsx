import type { Metadata } from 'next';
import { SetPage, setPageMetadata } from './set-page';

export async function generateMetadata({ params }: PageProps<'/[lng]/discovery-set'>): Promise<Metadata> {
  return setPageMetadata(6, (await params).lng);
}

export default async function DiscoverySetPage({ params }: PageProps<'/[lng]/discovery-set'>) {
  return <SetPage size={6} lng={(await params).lng} />;
}
