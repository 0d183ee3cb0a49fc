<?php
// Router for PHP's built-in server: files as they are, everything else through WordPress's index.php
// (pretty permalinks, /wp-json/…), as Apache's or nginx's rewrite rules do on a host.
$root = $_SERVER['DOCUMENT_ROOT'];
$path = urldecode( parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
if ( '/' !== $path && file_exists( $root . $path ) ) {
	if ( ! is_dir( $root . $path ) || file_exists( rtrim( $root . $path, '/' ) . '/index.php' ) ) {
		return false;
	}
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $root );
require $root . '/index.php';
