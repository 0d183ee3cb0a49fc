<?php
// php activate.php <site dir> <site url> <plugin/main.php> ...: docs step 1, in dependency order.
require __DIR__ . '/boot.php';
wp_set_current_user( 1 );
foreach ( array_slice( $argv, 3 ) as $plugin ) {
	if ( is_plugin_active( $plugin ) ) { continue; }
	$r = activate_plugin( $plugin );
	storefront_step( 1, "plugin $plugin active", ! is_wp_error( $r ), is_wp_error( $r ) ? $r->get_error_message() : '' );
}
