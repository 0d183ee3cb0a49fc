<?php
/**
 * php link-translations.php <site dir> <site url>, with STOREFRONT_TRANSLATIONS (JSON:
 * {"posts": [{"uk": id, "en": id, ...}], "terms": [...]}): links posts and terms as Polylang
 * translations of one another. The only step of the content seed that no API offers: Polylang free
 * has no REST field for translations (that is Polylang Pro's REST module) and wp-graphql-polylang's
 * mutations set a language but never a translation group. Safe to run again.
 */
// As in configure.php: Polylang loads its full model only on its settings screen.
define( 'WP_ADMIN', true );
$_GET['page'] = 'mlang';
require __DIR__ . '/boot.php';
wp_set_current_user( 1 );
$groups = json_decode( getenv( 'STOREFRONT_TRANSLATIONS' ), true );

$linked = array( 'posts' => 0, 'terms' => 0 );
foreach ( $groups['posts'] ?? array() as $group ) {
	pll_save_post_translations( array_map( 'intval', $group ) );
	$linked['posts']++;
}
foreach ( $groups['terms'] ?? array() as $group ) {
	pll_save_term_translations( array_map( 'intval', $group ) );
	$linked['terms']++;
}
echo "linked {$linked['posts']} post and {$linked['terms']} term translation groups\n";
