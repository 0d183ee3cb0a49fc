<?php
/**
 * php configure.php <site dir> <site url>, with STOREFRONT_SETUP (JSON: shopUrl, revalidateSecret,
 * consumerKey, consumerSecret, appUser): does by code what docs/woocommerce.md tells a shop owner to
 * do, one line per guide step. Prints the credentials it made as the last line, `CREDENTIALS {json}`.
 * Safe to run again: every step finds what an earlier run made.
 */
// Polylang loads its language model only on its settings screen; the steps below run in that context.
define( 'WP_ADMIN', true );
$_GET['page'] = 'mlang';
require __DIR__ . '/boot.php';
wp_set_current_user( 1 );
$setup = json_decode( getenv( 'STOREFRONT_SETUP' ), true );
$made  = array();

// Step 2: Polylang languages (Ukrainian first, so it is the default), URLs by directory, the default
// language's hidden, and the prize wheels translatable.
$settings = json_decode( file_get_contents( dirname( __DIR__, 2 ) . '/settings.json' ), true );
foreach ( $settings['polylang']['languages'] as $i => $language ) {
	if ( PLL()->model->get_language( $language['slug'] ) ) { continue; }
	$r = PLL()->model->languages->add( array(
		'name' => $language['name'], 'slug' => $language['slug'], 'locale' => $language['locale'],
		'rtl' => false, 'term_group' => $i,
	) );
	storefront_step( 2, "Polylang language {$language['slug']}", ! is_wp_error( $r ), is_wp_error( $r ) ? $r->get_error_message() : '' );
}
PLL()->model->languages->update_default( $settings['polylang']['defaultLanguage'] );
$errors = PLL()->options->merge( array(
	'force_lang'   => 1,
	'hide_default' => true,
	'rewrite'      => true,
	'post_types'   => array_values( array_diff( $settings['polylang']['translatablePostTypes'], array( 'post', 'page' ) ) ),
) );
PLL()->options->save();
storefront_step( 2, 'Polylang: ' . implode( ', ', wp_list_pluck( PLL()->model->get_languages_list(), 'slug' ) ) . ', default ' . PLL()->options['default_lang'], ! $errors->has_errors(), $errors->get_error_message() );
// Content made before Polylang (the sample post, WooCommerce's pages) gets the default language.
PLL()->model->set_language_in_mass();

// Step 3: WPGraphQL readable anonymously, introspection on for the contract check.
$graphql = (array) get_option( 'graphql_general_settings', array() );
$graphql['public_introspection_enabled']         = 'on';
$graphql['restrict_endpoint_to_logged_in_users'] = 'off';
update_option( 'graphql_general_settings', $graphql );
storefront_step( 3, 'WPGraphQL: public introspection on, endpoint open' );

// Step 4 is the local mu-plugin's ACF local JSON (wordpress/acf-json).
storefront_step( 4, 'ACF field groups loaded from local JSON: ' . implode( ', ', wp_list_pluck( acf_get_field_groups(), 'key' ) ) );

// Step 7: WooCommerce's own pages are not shop pages; nothing but the shop's pages is published.
foreach ( array( 'shop', 'cart', 'checkout', 'myaccount', 'refund_returns' ) as $page ) {
	$id = wc_get_page_id( $page );
	if ( $id > 0 ) { wp_update_post( array( 'ID' => $id, 'post_status' => 'private' ) ); }
}
foreach ( get_posts( array( 'post_type' => array( 'post', 'page' ), 'name' => 'hello-world', 'post_status' => 'any' ) ) as $p ) { wp_delete_post( $p->ID, true ); }
foreach ( get_posts( array( 'post_type' => 'page', 'name' => 'sample-page', 'post_status' => 'any' ) ) as $p ) { wp_delete_post( $p->ID, true ); }
storefront_step( 7, "WooCommerce's pages private, WordPress's samples deleted" );

// Step 9: the storefront's user (uploads review photos, moderates them) and its application password.
$user = get_user_by( 'login', $setup['appUser'] );
if ( ! $user ) {
	$user_id = wp_insert_user( array( 'user_login' => $setup['appUser'], 'user_email' => $setup['appUser'] . '@shop.localhost', 'user_pass' => wp_generate_password( 32 ), 'role' => 'shop_manager' ) );
	$user    = get_user_by( 'id', $user_id );
}
foreach ( WP_Application_Passwords::get_user_application_passwords( $user->ID ) as $old ) {
	WP_Application_Passwords::delete_application_password( $user->ID, $old['uuid'] );
}
list( $app_password ) = WP_Application_Passwords::create_new_application_password( $user->ID, array( 'name' => 'storefront' ) );
$made['appPassword'] = $app_password;
storefront_step( 9, "user {$setup['appUser']} (Shop Manager) with an application password" );
// The seed writes through the same APIs as an administrator.
foreach ( WP_Application_Passwords::get_user_application_passwords( 1 ) as $old ) {
	WP_Application_Passwords::delete_application_password( 1, $old['uuid'] );
}
list( $admin_password ) = WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'seed' ) );
$made['adminAppPassword'] = $admin_password;

// Step 10: the REST key pair (read/write) of an administrator.
global $wpdb;
$wpdb->delete( $wpdb->prefix . 'woocommerce_api_keys', array( 'description' => 'storefront' ) );
$wpdb->insert( $wpdb->prefix . 'woocommerce_api_keys', array(
	'user_id' => 1, 'description' => 'storefront', 'permissions' => 'read_write',
	'consumer_key' => wc_api_hash( $setup['consumerKey'] ), 'consumer_secret' => $setup['consumerSecret'],
	'truncated_key' => substr( $setup['consumerKey'], -7 ),
) );
storefront_step( 10, 'WooCommerce REST key (read/write)', '' === $wpdb->last_error, $wpdb->last_error );

// WooCommerce in hryvnias, as the shop sells (docs: Reference: catalogue conventions).
$wc_options = array(
	'woocommerce_currency' => 'UAH', 'woocommerce_default_country' => 'UA:', 'woocommerce_price_num_decimals' => '2',
	'woocommerce_currency_pos' => 'right_space', 'woocommerce_manage_stock' => 'yes', 'woocommerce_calc_taxes' => 'no',
	'woocommerce_enable_reviews' => 'yes', 'woocommerce_enable_review_rating' => 'yes', 'woocommerce_review_rating_required' => 'yes',
	'woocommerce_coming_soon' => 'no', 'woocommerce_email_from_address' => 'shop@shop.localhost',
	'comment_moderation' => '1', 'woocommerce_onboarding_profile' => array( 'skipped' => true ),
);
foreach ( $wc_options as $name => $value ) { update_option( $name, $value ); }
storefront_step( 15, 'WooCommerce in UAH, stock managed, reviews with ratings, held for moderation' );

// Steps 11, 12, 15: webhooks to the shop's /api/revalidate, signed with REVALIDATE_SECRET.
$topics = array( 'product.created', 'product.updated', 'product.deleted', 'product.restored', 'action.wc_storefront_post_saved', 'action.wc_storefront_page_saved', 'action.wc_storefront_review_status' );
$delivery = rtrim( $setup['shopUrl'], '/' ) . '/api/revalidate';
$data_store = WC_Data_Store::load( 'webhook' );
foreach ( $data_store->search_webhooks( array( 'limit' => -1 ) ) as $old ) { ( new WC_Webhook( $old ) )->delete( true ); }
foreach ( $topics as $topic ) {
	$webhook = new WC_Webhook();
	$webhook->set_name( "Storefront: $topic" );
	$webhook->set_user_id( 1 );
	$webhook->set_topic( $topic );
	$webhook->set_delivery_url( $delivery );
	$webhook->set_secret( $setup['revalidateSecret'] );
	$webhook->set_api_version( 'wp_api_v3' );
	$webhook->set_status( 'active' );
	$webhook->save();
}
storefront_step( '11, 12, 15', count( $topics ) . " webhooks to $delivery" );

// Step 13: the newsletter form, its e-mail field named your-email.
$forms = get_posts( array( 'post_type' => 'wpcf7_contact_form', 'title' => 'Newsletter', 'numberposts' => 1 ) );
$form  = $forms ? wpcf7_contact_form( $forms[0]->ID ) : WPCF7_ContactForm::get_template( array( 'title' => 'Newsletter' ) );
$form->set_properties( array(
	'form' => "<label> E-mail\n    [email* your-email] </label>\n\n[submit \"Subscribe\"]",
	'mail' => array_merge( $form->prop( 'mail' ), array( 'recipient' => 'newsletter@shop.localhost', 'subject' => 'Newsletter: [your-email]', 'body' => 'New subscriber: [your-email]', 'additional_headers' => '' ) ),
) );
$form->save();
$made['newsletterFormId'] = $form->id();
storefront_step( 13, 'Contact Form 7 newsletter form ' . $form->id() );

// A manager's wp-admin without this local site's noise: the plugins' usage-tracking prompts, the
// onboarding task list and the plain-http warning (a real shop runs on https).
foreach ( array( 'wp-graphql', 'wpgraphql-acf', 'wp-graphql-acf' ) as $slug ) {
	update_option( "{$slug}_allow_tracking", 'no' );
	update_option( "{$slug}_tracking_notice", 'hide' );
}
update_option( 'woocommerce_task_list_hidden', 'yes' );
update_user_meta( 1, 'dismissed_no_secure_connection_notice', true );

flush_rewrite_rules( true );
echo 'CREDENTIALS ' . wp_json_encode( $made ) . "\n";
