/**
 * Words of generated perfume names, two and a number per name as the demo's: 60 × 60 × 99 distinct
 * names. The sandbox's generated catalogue (SANDBOX_GENERATED_PERFUMES) and scripts/search-scale.ts
 * name their products from them.
 */
export const GENERATED_FIRST_WORDS =
  'Velvet Silk Amber Rose Oud Cedar Black White Golden Pink Blue Dark Wild Smoky Sweet Green Marine Iron Pearl Cashmere Citrus Santal Neroli Vanilla Jasmine Iris Musk Spice Frost Ocean Rain Honey Leather Tobacco Coffee Cherry Plum Peach Fig Lily Lotus Orange Lemon Mango Coconut Saffron Incense Myrrh Bamboo Cotton Suede Granite Forest Moss Sandal Tea Berry Candy Sakura Mimosa'.split(
    ' ',
  );
export const GENERATED_SECOND_WORDS =
  'Noir Amber Cream Night Storm Road Leaf Salt Fougere Sage Route Moss Bean Hill Steel Fire Mint Oak Smoke King Rain Field Bloom Tea Breeze Dust Stone Cloud Sun Garden Rose Blue Light Dew Tobacco Caramel Zest Air Wood Mallow Petal Orchid Powder Musk Blossom Pepper Honey Dream Moon Kiss Satin Bliss Water Milk Mist Velvet Silk Glow Drop Veil'.split(
    ' ',
  );
