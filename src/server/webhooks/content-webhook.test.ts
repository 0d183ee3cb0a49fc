import { tagsForContentWebhook } from './content-webhook';

describe('content webhooks (WooCommerce "Action" topics on save_post_{type})', () => {
  it('expires the article and every post list when a post is saved', () => {
    expect(
      tagsForContentWebhook('action.wc_storefront_post_saved', {
        action: 'wc_storefront_post_saved',
        arg: 163,
      }),
    ).toEqual(['posts', 'post:163']);
  });

  it('still expires the lists when the payload carries no usable id', () => {
    expect(
      tagsForContentWebhook('action.wc_storefront_post_saved', {
        action: 'wc_storefront_post_saved',
        arg: 'x',
      }),
    ).toEqual(['posts']);
    expect(tagsForContentWebhook('action.wc_storefront_post_saved', null)).toEqual(['posts']);
  });

  it('expires the pages when a page is saved', () => {
    expect(
      tagsForContentWebhook('action.wc_storefront_page_saved', {
        action: 'wc_storefront_page_saved',
        arg: 5,
      }),
    ).toEqual(['pages']);
  });

  it('ignores other actions and topics', () => {
    expect(tagsForContentWebhook('action.save_post', { arg: 5 })).toBeNull();
    expect(tagsForContentWebhook('product.updated', { id: 5 })).toBeNull();
  });
});
