/** Spec §9: the shopper chooses 2 free samples as a gift. */
export const GIFT_LIMIT = 2;

/** Spec §3: the default "surprise" gift has id 1 and is always offered first. */
export const SURPRISE_GIFT_ID = 1;
