<?php
/**
 * Plugin Name: Storefront local platform
 * Description: Only for the local WordPress of `npm run wordpress`, never for a real shop: what a
 * hosted site gets from its host (mail, cron, a public address) and the docs' one reviews snippet.
 */

// The docs' snippet (docs/woocommerce.md, Reference: reviews with photos, and Reviews in three
// languages): review photos and the language a review was written in as comment meta over REST. A
// real shop adds the same lines as a must-use plugin or a code snippet.
add_action( 'init', function () {
	register_meta( 'comment', 'ivole_review_image2', array(
		'type'          => 'integer',
		'single'        => false,
		'show_in_rest'  => true,
		'auth_callback' => function () { return current_user_can( 'moderate_comments' ); },
	) );
	register_meta( 'comment', 'review_language', array(
		'type'          => 'string',
		'single'        => true,
		'show_in_rest'  => true,
		'auth_callback' => function () { return current_user_can( 'moderate_comments' ); },
	) );
} );

// The docs' webhook snippet (docs/woocommerce.md step 12): WooCommerce fires Action webhooks only on
// wc_* / woocommerce_* hooks, so WordPress's post, page and review events are passed on under such names.
// An auto-draft (the Dashboard's Quick Draft, a new post opened in the editor) is nothing the shop shows.
add_action( 'save_post_post', function ( $id, $post ) { if ( 'auto-draft' !== $post->post_status ) { do_action( 'wc_storefront_post_saved', $id ); } }, 10, 2 );
add_action( 'save_post_page', function ( $id, $post ) { if ( 'auto-draft' !== $post->post_status ) { do_action( 'wc_storefront_page_saved', $id ); } }, 10, 2 );
add_action( 'transition_comment_status', function ( $new, $old, $comment ) {
	if ( 'review' === $comment->comment_type ) { do_action( 'wc_storefront_review_status', (int) $comment->comment_ID ); }
}, 10, 3 );

// The field groups and the prize-wheel post type from the repository's wordpress/acf-json, loaded as
// ACF local JSON (what docs step 4's "Sync available" does on a real site).
add_filter( 'acf/settings/load_json', function ( $paths ) {
	$dir = getenv( 'STOREFRONT_ACF_JSON' ) ?: ( defined( 'STOREFRONT_ACF_JSON' ) ? STOREFRONT_ACF_JSON : '' );
	if ( $dir ) { $paths[] = $dir; }
	return $paths;
} );

// A host delivers mail; here WordPress's own mail goes to the sandbox's SMTP sink, as the shop's does.
add_action( 'phpmailer_init', function ( $mailer ) {
	$mailer->isSMTP();
	$mailer->Host        = '127.0.0.1';
	$mailer->Port        = defined( 'STOREFRONT_SMTP_PORT' ) ? STOREFRONT_SMTP_PORT : 2525;
	$mailer->SMTPAuth    = false;
	$mailer->SMTPAutoTLS = false;
} );

// The shop runs on this machine on a port of its own (3000 by default): let WooCommerce's webhook
// delivery (wp_safe_remote_post) reach it. A real shop's webhooks go to a public https address.
add_filter( 'http_allowed_safe_ports', function ( $ports ) {
	return array_merge( (array) $ports, array( defined( 'STOREFRONT_SHOP_PORT' ) ? (int) STOREFRONT_SHOP_PORT : 3000 ) );
} );
add_filter( 'http_request_host_is_external', function ( $external, $host ) {
	return $external || in_array( $host, array( '127.0.0.1', 'localhost' ), true );
}, 10, 2 );

// A real site runs WP-Cron (or a system cron) and Action Scheduler delivers webhooks within seconds;
// here nothing calls wp-cron.php, so deliveries go out at the end of the request that caused them
// (WooCommerce's own switch, documented on WC_Webhook).
add_filter( 'woocommerce_webhook_deliver_async', '__return_false' );

// The shop's own newsletter endpoint (spec §7: `POST /wp-json/coupon/v1/subscription {email}` →
// `data.result`), which the brand's site has as a plugin of its own; here the list is an option. Same
// answers as the sandbox's stand-in: `exists` when the address was already on the list.
add_action( 'rest_api_init', function () {
	register_rest_route( 'coupon/v1', '/subscription', array(
		'methods'             => 'POST',
		'permission_callback' => '__return_true',
		'callback'            => function ( WP_REST_Request $request ) {
			$email = strtolower( trim( (string) $request->get_param( 'email' ) ) );
			if ( ! is_email( $email ) ) {
				return array( 'data' => array( 'result' => false, 'message' => 'Invalid email.' ) );
			}
			$list   = (array) get_option( 'storefront_newsletter_subscribers', array() );
			$exists = isset( $list[ $email ] );
			if ( ! $exists ) {
				$list[ $email ] = gmdate( 'c' );
				update_option( 'storefront_newsletter_subscribers', $list, false );
			}
			return array( 'data' => array( 'result' => true, 'exists' => $exists ) );
		},
	) );
} );

// No resized copies of uploads here: WordPress makes six per picture with GD, which made seeding the
// demo shop's 463 pictures take over two minutes on two cores; the shop's image optimiser resizes
// the full-size file anyway. A real site keeps its sizes.
add_filter( 'intermediate_image_sizes_advanced', '__return_empty_array' );
add_filter( 'big_image_size_threshold', '__return_false' );
