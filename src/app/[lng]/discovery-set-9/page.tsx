import type { Metadata } from 'next';
import { SetPage, setPageMetadata } from '../discovery-set/set-page';

export async function generateMetadata({ params }: PageProps<'/[lng]/discovery-set-9'>): Promise<Metadata> {
  return setPageMetadata(9, (await params).lng);
}

export default async function DiscoverySet9Page({ params }: PageProps<'/[lng]/discovery-set-9'>) {
  return <SetPage size={9} lng={(await params).lng} />;
}
