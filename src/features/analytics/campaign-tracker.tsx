'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { recordCampaignVisit } from './campaign-visit-storage';

/** Records a campaign visit (utm parameters in the address) on every page the shopper opens. */
export function CampaignTracker() {
  const pathname = usePathname();
  useEffect(() => {
    recordCampaignVisit();
  }, [pathname]);
  return null;
}
