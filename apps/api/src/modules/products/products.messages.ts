import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the products module, merged into the server catalogue (en, fr, es all required). */
export const productsMessages: ModuleMessages = {
  en: {
    'resource.product': 'product',
    'field.handle': 'handle',
    'field.sku': 'SKU',
    'field.barcode': 'barcode',
    'products.sku_taken': 'This SKU is already used by another variant.',
    'products.barcode_taken': 'This barcode is already used by another variant.',
    'products.barcode_repeated': 'This barcode is used twice in the product.',
    'products.in_store_barcodes_used_up':
      'Every in-store barcode number is used: give these variants a barcode by hand.',
    compare_at_not_above_price: 'The compare-at price must be higher than the price.',
    handle_invalid: 'Use lowercase letters, digits and hyphens only (for example robe-wax).',
    variant_required: 'Say which variant: its number in the list or its SKU.',
    percent_or_amount: 'Give either a percentage or an amount.',
    tag_separator:
      'A tag is a word or a phrase: no commas, semicolons or line breaks, which separate tags (“Wax, Promo” is two tags).',
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
    'products.component_is_composite':
      'A bundle or menu cannot be a component: choose products that keep their own stock.',
    'products.type_used_as_component':
      'This product is a component of a bundle or menu, so it cannot become one.',
    'products.type_change_holds_stock':
      'This product holds stock: bring its stock to 0 before making it a bundle or menu.',
    'products.variant_has_stock':
      'A variant you removed still has stock: bring its stock to 0 before removing it.',
    'csv_values.product_type.physical_goods': 'Physical goods',
    'csv_values.product_type.digital_goods': 'Digital goods',
    'csv_values.product_type.services': 'Service',
    'csv_values.product_type.bundle': 'Bundle',
    'csv_values.product_type.menu': 'Menu',
    'csv_values.product_status.draft': 'Draft',
    'csv_values.product_status.active': 'Active',
    'csv_values.product_status.archived': 'Archived',
  },
  fr: {
    'resource.product': 'produit',
    'field.handle': 'identifiant d’URL',
    'field.sku': 'SKU',
    'field.barcode': 'code-barres',
    'products.sku_taken': 'Ce SKU est déjà utilisé par une autre variante.',
    'products.barcode_taken': 'Ce code-barres est déjà utilisé par une autre variante.',
    'products.barcode_repeated': 'Ce code-barres est utilisé deux fois dans le produit.',
    'products.in_store_barcodes_used_up':
      'Tous les numéros de code-barres internes sont utilisés : saisissez le code-barres de ces variantes à la main.',
    compare_at_not_above_price: 'Le prix barré doit être supérieur au prix.',
    handle_invalid: 'Utilisez uniquement des minuscules, des chiffres et des tirets (par exemple robe-wax).',
    variant_required: 'Indiquez la variante : son numéro dans la liste ou son SKU.',
    percent_or_amount: 'Indiquez soit un pourcentage, soit un montant.',
    tag_separator:
      'Une étiquette est un mot ou une expression : sans virgule, point-virgule ni retour à la ligne, qui séparent les étiquettes (« Wax, Promo » en fait deux).',
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
    'products.component_is_composite':
      'Un lot ou un menu ne peut pas être un composant : choisissez des produits qui ont leur propre stock.',
    'products.type_used_as_component':
      'Ce produit est un composant d’un lot ou d’un menu : il ne peut pas en devenir un.',
    'products.type_change_holds_stock':
      'Ce produit a du stock : ramenez son stock à 0 avant d’en faire un lot ou un menu.',
    'products.variant_has_stock':
      'Une variante retirée a encore du stock : ramenez son stock à 0 avant de la retirer.',
    'csv_values.product_type.physical_goods': 'Produit physique',
    'csv_values.product_type.digital_goods': 'Produit numérique',
    'csv_values.product_type.services': 'Service',
    'csv_values.product_type.bundle': 'Lot',
    'csv_values.product_type.menu': 'Menu',
    'csv_values.product_status.draft': 'Brouillon',
    'csv_values.product_status.active': 'Actif',
    'csv_values.product_status.archived': 'Archivé',
  },
  es: {
    'resource.product': 'producto',
    'field.handle': 'identificador de URL',
    'field.sku': 'SKU',
    'field.barcode': 'código de barras',
    'products.sku_taken': 'Este SKU ya lo usa otra variante.',
    'products.barcode_taken': 'Este código de barras ya lo usa otra variante.',
    'products.barcode_repeated': 'Este código de barras se usa dos veces en el producto.',
    'products.in_store_barcodes_used_up':
      'Todos los números de código de barras internos están usados: indique el código de barras de estas variantes a mano.',
    compare_at_not_above_price: 'El precio anterior debe ser mayor que el precio.',
    handle_invalid: 'Use solo minúsculas, cifras y guiones (por ejemplo vestido-wax).',
    variant_required: 'Indique la variante: su número en la lista o su SKU.',
    percent_or_amount: 'Indique un porcentaje o un importe, no ambos.',
    tag_separator:
      'Una etiqueta es una palabra o una frase: sin comas, puntos y comas ni saltos de línea, que separan las etiquetas («Wax, Promo» son dos).',
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
    'products.component_is_composite':
      'Un lote o un menú no puede ser un componente: elija productos que tengan su propio stock.',
    'products.type_used_as_component':
      'Este producto es un componente de un lote o un menú: no puede convertirse en uno.',
    'products.type_change_holds_stock':
      'Este producto tiene stock: lleve su stock a 0 antes de convertirlo en lote o menú.',
    'products.variant_has_stock':
      'Una variante eliminada todavía tiene stock: lleve su stock a 0 antes de eliminarla.',
    'csv_values.product_type.physical_goods': 'Producto físico',
    'csv_values.product_type.digital_goods': 'Producto digital',
    'csv_values.product_type.services': 'Servicio',
    'csv_values.product_type.bundle': 'Paquete',
    'csv_values.product_type.menu': 'Menú',
    'csv_values.product_status.draft': 'Borrador',
    'csv_values.product_status.active': 'Activo',
    'csv_values.product_status.archived': 'Archivado',
  },
};
