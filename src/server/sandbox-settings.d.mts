type Settings = Record<string, string | undefined>;

export const REAL_SHOP_SETTINGS: readonly string[];
export function sandboxUrl(env: Settings): string;
export function runsOnSandbox(env: Settings): boolean;
export function realShopSettingProblems(env: Settings): string[];
export function settingsErrorMessage(env: Settings, problems: readonly string[]): string;
