<?php
// php install.php <site dir> <site url> <admin password>: installs WordPress once.
define( 'WP_INSTALLING', true );
$admin_password = $argv[3];
require __DIR__ . '/boot.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
if ( is_blog_installed() ) {
	echo "WordPress already installed\n";
	exit( 0 );
}
$r = wp_install( 'Perfume shop', 'admin', 'admin@shop.localhost', false, '', wp_slash( $admin_password ), 'uk' );
update_option( 'permalink_structure', '/%postname%/' );
echo 'WordPress installed, admin user ' . $r['user_id'] . "\n";
