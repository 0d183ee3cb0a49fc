<?php
// Loads WordPress for a setup step run from the command line: php <step>.php <site dir> <site url>.
$site_dir = $argv[1];
$site_url = $argv[2];
$u        = parse_url( $site_url );
$_SERVER['HTTP_HOST']      = $u['host'] . ( isset( $u['port'] ) ? ':' . $u['port'] : '' );
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['SERVER_NAME']    = $u['host'];
$_SERVER['SERVER_PORT']    = isset( $u['port'] ) ? $u['port'] : 80;
$_SERVER['REQUEST_METHOD'] = 'GET';
require $site_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

/** One line per guide step, so a failure names the step of docs/woocommerce.md that it automates. */
function storefront_step( $step, $what, $ok = true, $detail = '' ) {
	printf( "%s docs step %s: %s%s\n", $ok ? 'ok  ' : 'FAIL', $step, $what, $detail ? " ($detail)" : '' );
	if ( ! $ok ) { exit( 1 ); }
}
