import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the products module, merged into the server catalogue (en, fr, es all required). */
export const productsMessages: ModuleMessages = {
  en: {
    'resource.product': 'product',
    'field.handle': 'handle',
    'field.sku': 'SKU',
    'csv.price_max': 'Highest price',
    'products.cost_forbidden': 'You are not allowed to see or change costs.',
    'products.unknown_image': 'This image does not exist.',
    'products.unknown_supplier': 'This supplier does not exist.',
    'products.unknown_variant': 'This product variant does not exist.',
    'products.unknown_option_value': 'This option value is not one of the product’s options.',
    'products.option_values_missing':
      'Say which option values this variant has (for example Size M, Colour Red).',
    'products.sku_repeated': 'This SKU is used twice in the product.',
    'products.composites_only_bundles': 'Only bundles and menus have components.',
    'products.no_stock_for_bundles': 'Bundles and menus take their stock from their components.',
    'products.variant_has_stock':
      'A variant you removed still has stock: bring its stock to 0 before removing it.',
  },
  fr: {
    'resource.product': 'produit',
    'field.handle': 'identifiant d’URL',
    'field.sku': 'SKU',
    'csv.price_max': 'Prix le plus élevé',
    'products.cost_forbidden': 'Vous n’avez pas le droit de voir ou de modifier les coûts.',
    'products.unknown_image': 'Cette image n’existe pas.',
    'products.unknown_supplier': 'Ce fournisseur n’existe pas.',
    'products.unknown_variant': 'Cette variante de produit n’existe pas.',
    'products.unknown_option_value': 'Cette valeur ne fait pas partie des options du produit.',
    'products.option_values_missing':
      'Indiquez les valeurs d’options de cette variante (par exemple Taille M, Couleur Rouge).',
    'products.sku_repeated': 'Ce SKU est utilisé deux fois dans le produit.',
    'products.composites_only_bundles': 'Seuls les lots et les menus ont des composants.',
    'products.no_stock_for_bundles': 'Les lots et les menus tirent leur stock de leurs composants.',
    'products.variant_has_stock':
      'Une variante retirée a encore du stock : ramenez son stock à 0 avant de la retirer.',
  },
  es: {
    'resource.product': 'producto',
    'field.handle': 'identificador de URL',
    'field.sku': 'SKU',
    'csv.price_max': 'Precio más alto',
    'products.cost_forbidden': 'No tiene permiso para ver ni modificar los costes.',
    'products.unknown_image': 'Esta imagen no existe.',
    'products.unknown_supplier': 'Este proveedor no existe.',
    'products.unknown_variant': 'Esta variante de producto no existe.',
    'products.unknown_option_value': 'Este valor no es una de las opciones del producto.',
    'products.option_values_missing':
      'Indique los valores de opción de esta variante (por ejemplo Talla M, Color Rojo).',
    'products.sku_repeated': 'Este SKU se usa dos veces en el producto.',
    'products.composites_only_bundles': 'Solo los lotes y los menús tienen componentes.',
    'products.no_stock_for_bundles': 'Los lotes y los menús toman su stock de sus componentes.',
    'products.variant_has_stock':
      'Una variante eliminada todavía tiene stock: lleve su stock a 0 antes de eliminarla.',
  },
};
