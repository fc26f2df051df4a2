import { generateVariants, type OptionDef } from '@comptoir/core';
import type { FastifyInstance } from 'fastify';

/** Calls the API as the demo admin; any error stops the seed with the server's answer. */
export type DemoApi = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  body?: unknown,
) => Promise<T>;

export function demoApi(app: FastifyInstance, token: string): DemoApi {
  return async (method, url, body) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    if (response.statusCode >= 400)
      throw new Error(`${method} ${url} → ${response.statusCode}: ${response.body}`);
    return response.json();
  };
}

interface Ref {
  id: string;
}
interface Variant extends Ref {
  sku: string | null;
  title: string;
}
interface Product extends Ref {
  variants: Variant[];
}

const A = '/api/v1/admin';

const SUPPLIERS = [
  {
    key: 'wax',
    name: 'Textiles du Wouri',
    contact_name: 'Mireille Ngo Bassa',
    email: 'commandes@textiles-wouri.cm',
    phone: '+237 6 70 12 45 78',
    city: 'Douala',
    country: 'CM',
    payment_terms_days: 30,
  },
  {
    key: 'beauty',
    name: 'Karité Sahel Coopérative',
    contact_name: 'Aïssata Ouédraogo',
    email: 'ventes@karite-sahel.bf',
    phone: '+226 70 45 12 36',
    city: 'Ouagadougou',
    country: 'BF',
    payment_terms_days: 15,
  },
  {
    key: 'drinks',
    name: 'Boissons Naturelles Ndiaye',
    contact_name: 'Moussa Ndiaye',
    email: null,
    phone: '+221 77 512 34 56',
    city: 'Dakar',
    country: 'SN',
    payment_terms_days: 0,
  },
] as const;

type SupplierKey = (typeof SUPPLIERS)[number]['key'];

/** Every SKU gets an EAN-13-like barcode so scanning works in the demo. */
const barcode = (n: number) => String(6_151_000_000_000 + n);

/**
 * The demo boutique's catalogue and stock, through the API: suppliers, clothes with size × colour
 * variants, beauty products, drinks, a bundle, a service and a gift card, three collections, opening
 * stock in both warehouses, then an adjustment, a finished transfer, a draft transfer and a stock
 * count — so every stock screen has history to show.
 */
export async function seedDemoCatalog(call: DemoApi): Promise<void> {
  const existing = await call<{ meta: { total: number } }>('GET', `${A}/products?per_page=1`);
  if (existing.meta.total > 0) return;

  const warehouses = await call<{ data: Array<Ref & { name: string; is_default?: boolean }> }>(
    'GET',
    `${A}/warehouses?per_page=20`,
  );
  const main = warehouses.data.find((w) => w.name !== 'Dépôt Akwa') ?? warehouses.data[0]!;
  const depot = warehouses.data.find((w) => w.name === 'Dépôt Akwa') ?? main;
  const shops = await call<{ data: Ref[] }>('GET', `${A}/shops?per_page=20`);
  const shopIds = shops.data.map((shop) => shop.id);

  const supplier = {} as Record<SupplierKey, string>;
  for (const { key, ...body } of SUPPLIERS) {
    supplier[key] = (await call<{ data: Ref }>('POST', `${A}/suppliers`, body)).data.id;
  }

  let code = 0;
  const product = async (body: Record<string, unknown>) =>
    (await call<{ data: Product }>('POST', `${A}/products`, { shop_ids: shopIds, ...body })).data;
  /** One variant per combination, in generation order, each with SKU, barcode and price. */
  const variants = (
    skus: string[],
    price: number,
    cost: number | null,
    reorder_point: number | null = null,
  ) => skus.map((sku) => ({ sku, barcode: barcode(++code), price, cost, reorder_point }));
  /** A product's options and one variant per combination (in generation order), each saying its values. */
  const withOptions = (
    options: OptionDef[],
    skus: string[],
    price: number,
    cost: number | null,
    reorder_point: number | null = null,
  ) => {
    const combinations = generateVariants(options);
    if (combinations.length !== skus.length) throw new Error(`${skus[0]}: one SKU per combination`);
    const priced = variants(skus, price, cost, reorder_point);
    return {
      options,
      variants: combinations.map(({ option1, option2, option3 }, index) => ({
        option1,
        option2,
        option3,
        ...priced[index],
      })),
    };
  };
  /** Opening stock of each variant (by index): `[main, depot]` quantities. */
  const opening = (quantities: Array<[number, number]>) =>
    quantities.flatMap(([inMain, inDepot], variant_index) => [
      ...(inMain ? [{ variant_index, warehouse_id: main.id, quantity: inMain }] : []),
      ...(inDepot && depot.id !== main.id
        ? [{ variant_index, warehouse_id: depot.id, quantity: inDepot }]
        : []),
    ]);

  const dress = await product({
    title: 'Robe en pagne wax',
    description: 'Robe évasée en wax 100 % coton, cousue à Douala.',
    tags: ['wax', 'femme', 'nouveauté'],
    supplier_id: supplier.wax,
    ...withOptions(
      [
        { name: 'Taille', values: ['S', 'M', 'L'] },
        { name: 'Couleur', values: ['Bleu', 'Orange'] },
      ],
      ['ROB-S-BL', 'ROB-S-OR', 'ROB-M-BL', 'ROB-M-OR', 'ROB-L-BL', 'ROB-L-OR'],
      18_000,
      9_500,
      3,
    ),
    initial_stock: opening([
      [4, 6],
      [3, 5],
      [6, 8],
      [5, 7],
      [2, 4],
      [1, 3],
    ]),
  });
  await product({
    title: 'Chemise homme kente',
    tags: ['kente', 'homme'],
    supplier_id: supplier.wax,
    ...withOptions(
      [{ name: 'Taille', values: ['M', 'L', 'XL'] }],
      ['CHE-M', 'CHE-L', 'CHE-XL'],
      15_000,
      7_800,
      2,
    ),
    initial_stock: opening([
      [5, 5],
      [4, 6],
      [2, 3],
    ]),
  });
  await product({
    title: 'Sandales en cuir',
    tags: ['cuir', 'chaussures'],
    ...withOptions(
      [{ name: 'Pointure', values: ['39', '40', '41', '42', '43'] }],
      ['SAN-39', 'SAN-40', 'SAN-41', 'SAN-42', 'SAN-43'],
      12_500,
      6_000,
      2,
    ),
    initial_stock: opening([
      [2, 2],
      [3, 4],
      [3, 4],
      [2, 3],
      [1, 1],
    ]),
  });
  const shea = await product({
    title: 'Beurre de karité 250 g',
    description: 'Karité brut non raffiné de la coopérative de Léo.',
    tags: ['beauté', 'bio'],
    supplier_id: supplier.beauty,
    variants: variants(['KAR-250'], 3_500, 1_600, 10),
    initial_stock: opening([[30, 60]]),
  });
  const soap = await product({
    title: 'Savon noir africain',
    tags: ['beauté', 'bio'],
    supplier_id: supplier.beauty,
    variants: variants(['SAV-NOIR'], 1_500, 600, 12),
    initial_stock: opening([[40, 80]]),
  });
  const bissap = await product({
    title: 'Jus de bissap 1 L',
    tags: ['boisson', 'local'],
    supplier_id: supplier.drinks,
    variants: variants(['BIS-1L'], 1_000, 450, 24),
    // Below its reorder point on purpose: the low-stock list has something to show.
    initial_stock: opening([[8, 10]]),
  });
  await product({
    title: 'Jus de gingembre 1 L',
    tags: ['boisson', 'local'],
    supplier_id: supplier.drinks,
    variants: variants(['GIN-1L'], 1_200, 500, 24),
    initial_stock: opening([[36, 48]]),
  });
  await product({
    title: 'Sac en raphia tressé',
    tags: ['accessoire', 'nouveauté'],
    variants: variants(['SAC-RAPH'], 12_000, 5_500, 2),
    initial_stock: opening([[6, 4]]),
  });
  await product({
    title: 'Coffret beauté karité',
    description: 'Un beurre de karité et deux savons noirs, prêts à offrir.',
    type: 'bundle',
    tags: ['beauté', 'cadeau'],
    variants: variants(['COF-KAR'], 6_000, null),
    composites: [
      { variant_id: shea.variants[0]!.id, quantity: 1 },
      { variant_id: soap.variants[0]!.id, quantity: 2 },
    ],
  });
  await product({
    title: 'Carte cadeau 10 000 FCFA',
    type: 'digital_goods',
    tags: ['cadeau'],
    variants: [{ sku: 'CADEAU-10K', price: 10_000 }],
  });
  await product({
    title: 'Retouche couture',
    type: 'services',
    tags: ['service'],
    variants: [{ sku: 'SRV-RETOUCHE', price: 2_500 }],
  });
  await product({
    title: 'Foulard en soie imprimé',
    status: 'draft',
    tags: ['accessoire'],
    supplier_id: supplier.wax,
    variants: variants(['FOU-SOIE'], 8_000, 3_500),
  });

  const newArrivals = await product({
    title: 'Boubou brodé homme',
    tags: ['homme', 'nouveauté'],
    supplier_id: supplier.wax,
    ...withOptions([{ name: 'Taille', values: ['L', 'XL'] }], ['BOU-L', 'BOU-XL'], 25_000, 13_000, 1),
    initial_stock: opening([
      [2, 3],
      [1, 2],
    ]),
  });
  await call('POST', `${A}/collections`, {
    title: 'Nouveautés',
    kind: 'manual',
    published: true,
    product_ids: [newArrivals.id, dress.id],
  });
  await call('POST', `${A}/collections`, {
    title: 'Beauté naturelle',
    kind: 'rules',
    rules: [{ field: 'tag', operator: 'equals', value: 'beauté' }],
    rules_match: 'all',
    published: true,
  });
  await call('POST', `${A}/collections`, {
    title: 'Petits prix (moins de 5 000 FCFA)',
    kind: 'rules',
    rules: [{ field: 'price', operator: 'less_than', value: '5000' }],
    rules_match: 'all',
    sort_order: 'price_asc',
    published: true,
  });

  await seedStockHistory(call, { main: main.id, depot: depot.id }, { dress, shea, soap, bissap });
}

/** A few stock documents after the opening stock, as a week of work would leave them. */
async function seedStockHistory(
  call: DemoApi,
  warehouse: { main: string; depot: string },
  p: Record<'dress' | 'shea' | 'soap' | 'bissap', Product>,
) {
  const first = (product: Product) => product.variants[0]!.id;
  await call('POST', `${A}/stock-adjustments`, {
    warehouse_id: warehouse.main,
    note: 'Deux savons abîmés pendant la livraison',
    lines: [{ variant_id: first(p.soap), quantity_change: -2 }],
  });
  if (warehouse.main === warehouse.depot) return;
  const transfer = await call<{ data: Ref }>('POST', `${A}/stock-transfers`, {
    from_warehouse_id: warehouse.depot,
    to_warehouse_id: warehouse.main,
    note: 'Réassort boutique du samedi',
    lines: [
      { variant_id: first(p.shea), quantity: 12 },
      { variant_id: p.dress.variants[2]!.id, quantity: 3 },
    ],
  });
  await call('POST', `${A}/stock-transfers/${transfer.data.id}/ship`, {});
  await call('POST', `${A}/stock-transfers/${transfer.data.id}/receive`, {});
  await call('POST', `${A}/stock-transfers`, {
    from_warehouse_id: warehouse.depot,
    to_warehouse_id: warehouse.main,
    lines: [{ variant_id: first(p.bissap), quantity: 6 }],
  });
  const count = await call<{
    data: Ref & { lines: Array<{ variant_id: string; expected_quantity: number }> };
  }>('POST', `${A}/stock-counts`, {
    warehouse_id: warehouse.main,
    variant_ids: [first(p.shea), first(p.soap)],
  });
  await call('PATCH', `${A}/stock-counts/${count.data.id}`, {
    lines: count.data.lines.map((line) => ({
      variant_id: line.variant_id,
      // One savon noir missing at the count; the karité is right.
      counted_quantity:
        line.variant_id === first(p.soap) ? line.expected_quantity - 1 : line.expected_quantity,
    })),
  });
  await call('POST', `${A}/stock-counts/${count.data.id}/apply`, {});
}
