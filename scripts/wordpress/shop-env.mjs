// The shop's settings for the local WordPress (`.env.wordpress`): WooCommerce, WordPress and Contact
// Form 7 are the real platform; Nova Poshta, WayForPay, the captcha, ip2c and SMTP stay the sandbox's
// stand-ins (outside services), run with secrets of this site's own, since the shop refuses the
// sandbox's public ones on any backend but the sandbox.
import crypto from 'node:crypto';
import fs from 'node:fs';

/** The stand-ins' secrets, made once per site and kept with its credentials. */
export function standInSecrets() {
  const hex = (n) => crypto.randomBytes(n).toString('hex');
  return {
    novaposhtaKey: `np_${hex(16)}`,
    wayforpayMerchant: `merchant_${hex(6)}`,
    wayforpaySecret: hex(20),
    captchaSiteKey: `site_${hex(8)}`,
    captchaSecret: hex(20),
  };
}

export function shopEnv(site, { shopPort, standInPort, smtpPort }) {
  const standIns = `http://localhost:${standInPort}`;
  return {
    WOOCOMMERCE_URL: site.url,
    WOOCOMMERCE_CONSUMER_KEY: site.consumerKey,
    WOOCOMMERCE_CONSUMER_SECRET: site.consumerSecret,
    WORDPRESS_GRAPHQL_URL: `${site.url}/graphql`,
    WORDPRESS_APP_USER: site.appUser,
    WORDPRESS_APP_PASSWORD: site.appPassword,
    CONTACT_FORM_7_URL: `${site.url}/wp-json/contact-form-7/v1`,
    NEWSLETTER_FORM_ID: String(site.newsletterFormId),
    NEWSLETTER_SUBSCRIPTION_URL: `${site.url}/wp-json/coupon/v1/subscription`,
    REVALIDATE_SECRET: site.revalidateSecret,
    SITE_URL: `http://localhost:${shopPort}`,
    NOVAPOSHTA_API_URL: `${standIns}/v2.0/json/`,
    NOVAPOSHTA_API_KEY: site.standIns.novaposhtaKey,
    WAYFORPAY_MERCHANT_ACCOUNT: site.standIns.wayforpayMerchant,
    WAYFORPAY_SECRET_KEY: site.standIns.wayforpaySecret,
    WAYFORPAY_PAY_URL: `${standIns}/wayforpay/pay`,
    CAPTCHA_SITE_KEY: site.standIns.captchaSiteKey,
    CAPTCHA_SECRET: site.standIns.captchaSecret,
    CAPTCHA_SCRIPT_URL: `${standIns}/captcha/api.js`,
    CAPTCHA_VERIFY_URL: `${standIns}/captcha/siteverify`,
    IP_COUNTRY_URL: `${standIns}/ip2c`,
    SMTP_URL: `smtp://localhost:${smtpPort}`,
    PORT: String(shopPort),
  };
}

/** What the sandbox needs to act as the stand-ins with this site's secrets. */
export function standInEnv(site, { standInPort, smtpPort, dataDir, shopPort }) {
  return {
    SANDBOX_PORT: String(standInPort),
    SANDBOX_SMTP_PORT: String(smtpPort),
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_URL: `http://localhost:${standInPort}`,
    NOVAPOSHTA_API_KEY: site.standIns.novaposhtaKey,
    WAYFORPAY_MERCHANT_ACCOUNT: site.standIns.wayforpayMerchant,
    WAYFORPAY_SECRET_KEY: site.standIns.wayforpaySecret,
    CAPTCHA_SECRET: site.standIns.captchaSecret,
    REVALIDATE_SECRET: site.revalidateSecret,
    SANDBOX_WEBHOOK_URL: '',
    SITE_URL: `http://localhost:${shopPort}`,
  };
}

export function writeEnvFile(file, env) {
  const lines = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  fs.writeFileSync(
    file,
    `# Written by npm run wordpress: the shop on the local WordPress (git-ignored; secrets of this site).\n${lines.join('\n')}\n`,
  );
}
