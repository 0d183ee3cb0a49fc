<?php
/**
 * Plugin Name: ACF PRO stand-in (local only)
 * Description: Only for the local WordPress of `npm run wordpress`, never for a real shop. The shop's
 * guide asks for ACF PRO (docs/woocommerce.md, plugins table): its options pages and its repeater field.
 * The offline platform here has ACF free only, so this stands in for exactly those two PRO features,
 * storing data where ACF PRO stores it, and lets the real WPGraphQL for ACF build the schema from them.
 * It steps aside when ACF PRO itself is active.
 *
 * - Options pages: ACF PRO registers the `ui_options_page_*.json` of the local JSON folder and answers
 *   `acf_get_options_pages()` / `acf_get_options_page()`, which WPGraphQL for ACF reads to add the root
 *   fields (`siteOptions`, `siteOptionsEn`, `siteOptionsRu`). A page whose storage is "post_id" keeps its
 *   values in wp_options under that id (`site_options_en_contacts_email`).
 * - Repeater: rows kept as ACF PRO keeps them: the row count under the field's name and each sub field
 *   under `{name}_{row}_{sub field}`; loaded unformatted as rows keyed by sub field key, which is what
 *   WPGraphQL for ACF's Repeater type resolves its sub fields from.
 * Options pages get no wp-admin screen here (ACF PRO draws them); staff on a real shop fill them there.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

function storefront_acf_pro_is_active() {
	return defined( 'ACF_PRO' ) && ACF_PRO;
}

// ACF PRO's data_storage: "options" keeps values under `options_…`, "post_id" under its custom id.
function storefront_acf_options_page_from_json( array $json ) {
	$post_id = ( $json['data_storage'] ?? 'options' ) === 'post_id' && ! empty( $json['custom_storage'] )
		? $json['custom_storage'] : 'options';
	return array(
		'page_title'        => $json['page_title'] ?? $json['title'] ?? '',
		'menu_title'        => $json['menu_title'] ?? $json['page_title'] ?? '',
		'menu_slug'         => $json['menu_slug'],
		'parent_slug'       => $json['parent_slug'] ?? '',
		'capability'        => $json['capability'] ?? 'edit_posts',
		'post_id'           => $post_id,
		'autoload'          => ! empty( $json['autoload'] ),
		'show_in_graphql'   => ! empty( $json['show_in_graphql'] ),
		'graphql_type_name' => $json['graphql_type_name'] ?? '',
	);
}

if ( ! function_exists( 'acf_get_options_pages' ) ) {
	function acf_get_options_pages() {
		static $pages = null;
		if ( storefront_acf_pro_is_active() ) {
			return array();
		}
		if ( null === $pages ) {
			$pages = array();
			$dir   = defined( 'STOREFRONT_ACF_JSON' ) ? STOREFRONT_ACF_JSON : '';
			foreach ( $dir ? glob( $dir . '/ui_options_page_*.json' ) : array() as $file ) {
				$json = json_decode( file_get_contents( $file ), true );
				if ( is_array( $json ) && ! empty( $json['active'] ) && ! empty( $json['menu_slug'] ) ) {
					$pages[ $json['menu_slug'] ] = storefront_acf_options_page_from_json( $json );
				}
			}
		}
		return apply_filters( 'acf_get_options_pages', $pages );
	}
}

if ( ! function_exists( 'acf_get_options_page' ) ) {
	function acf_get_options_page( $slug ) {
		$pages = acf_get_options_pages();
		return $pages[ $slug ] ?? null;
	}
}

add_action( 'acf/include_field_types', function () {
	if ( storefront_acf_pro_is_active() || acf_get_field_type( 'repeater' ) ) {
		return;
	}

	class Storefront_ACF_Repeater_Stand_In extends acf_field {
		public function initialize() {
			$this->name     = 'repeater';
			$this->label    = 'Repeater (ACF PRO stand-in)';
			$this->category = 'layout';
			$this->defaults = array( 'sub_fields' => array() );
		}

		// As ACF's own group field (and ACF PRO's repeater): local JSON's nested sub fields become fields
		// of their own whose parent is the repeater, and ride on it again when it is loaded.
		public function prepare_field_for_import( $field ) {
			if ( empty( $field['sub_fields'] ) ) {
				return $field;
			}
			$sub_fields = acf_extract_var( $field, 'sub_fields' );
			foreach ( $sub_fields as $i => $sub_field ) {
				$sub_fields[ $i ]['parent']     = $field['key'];
				$sub_fields[ $i ]['menu_order'] = $i;
			}
			return array_merge( array( $field ), $sub_fields );
		}

		public function load_field( $field ) {
			$sub_fields = acf_get_fields( $field );
			if ( $sub_fields ) {
				$field['sub_fields'] = $sub_fields;
			}
			return $field;
		}

		private function row_field( array $field, array $sub_field, $row ) {
			$sub_field['name'] = "{$field['name']}_{$row}_{$sub_field['name']}";
			return $sub_field;
		}

		public function load_value( $value, $post_id, $field ) {
			$count = (int) $value;
			if ( $count < 1 || empty( $field['sub_fields'] ) ) {
				return false;
			}
			$rows = array();
			for ( $row = 0; $row < $count; $row++ ) {
				foreach ( $field['sub_fields'] as $sub_field ) {
					$rows[ $row ][ $sub_field['key'] ] = acf_get_value( $post_id, $this->row_field( $field, $sub_field, $row ) );
				}
			}
			return $rows;
		}

		public function format_value( $value, $post_id, $field, $escape_html = false ) {
			if ( empty( $value ) || ! is_array( $value ) ) {
				return false;
			}
			$rows = array();
			foreach ( $value as $row => $cells ) {
				foreach ( $field['sub_fields'] as $sub_field ) {
					$rows[ $row ][ $sub_field['name'] ] = acf_format_value( $cells[ $sub_field['key'] ] ?? null, $post_id, $this->row_field( $field, $sub_field, $row ), $escape_html );
				}
			}
			return $rows;
		}

		// Rows arrive keyed by sub field key (a form) or name (update_field); the count is what is stored.
		public function update_value( $value, $post_id, $field ) {
			$rows = is_array( $value ) ? array_values( $value ) : array();
			$old  = (int) acf_get_metadata_by_field( $post_id, $field );
			foreach ( $rows as $row => $cells ) {
				foreach ( $field['sub_fields'] as $sub_field ) {
					$cell = $cells[ $sub_field['key'] ] ?? $cells[ $sub_field['name'] ] ?? null;
					acf_update_value( $cell, $post_id, $this->row_field( $field, $sub_field, $row ) );
				}
			}
			for ( $row = count( $rows ); $row < $old; $row++ ) {
				foreach ( $field['sub_fields'] as $sub_field ) {
					acf_delete_value( $post_id, $this->row_field( $field, $sub_field, $row ) );
				}
			}
			return count( $rows );
		}
	}

	acf_register_field_type( 'Storefront_ACF_Repeater_Stand_In' );
} );
