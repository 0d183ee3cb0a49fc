<?php
/**
 * php fill-acf-fields.php <site dir> <site url>, with STOREFRONT_ACF_VALUES (JSON:
 * [{"group": "group_options_fields", "id": "site_options_en" | 123, "values": {field name: value}}]):
 * writes ACF field values with ACF's own update_field, nested groups and repeater rows by sub field
 * name, images as attachment ids. The content seed's step for what has no API: an options page's
 * values (ACF PRO draws a wp-admin screen for them, and neither WP REST nor WPGraphQL for ACF writes
 * them) and repeater rows (ACF's REST writes only what ACF free knows). Safe to run again.
 */
require __DIR__ . '/boot.php';
wp_set_current_user( 1 );
$entries = json_decode( getenv( 'STOREFRONT_ACF_VALUES' ), true );
if ( ! is_array( $entries ) ) {
	fwrite( STDERR, "STOREFRONT_ACF_VALUES is not JSON\n" );
	exit( 1 );
}

$written = 0;
foreach ( $entries as $entry ) {
	$keys = array();
	foreach ( acf_get_fields( $entry['group'] ) ?: array() as $field ) {
		$keys[ $field['name'] ] = $field['key'];
	}
	foreach ( $entry['values'] as $name => $value ) {
		if ( ! isset( $keys[ $name ] ) ) {
			fwrite( STDERR, "no field {$name} in {$entry['group']}\n" );
			exit( 1 );
		}
		update_field( $keys[ $name ], $value, $entry['id'] );
	}
	$written++;
}
echo "ACF values written for {$written} objects\n";
