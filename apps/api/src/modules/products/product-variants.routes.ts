import {
  dataResponseSchema,
  listResponseSchema,
  productVariantSchema,
  VARIANT_BARCODES_MAX,
  variantBarcodeSchema,
  variantBarcodesGenerateSchema,
  variantUpdateSchema,
} from '@comptoir/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { getVariant, listVariants, lookupVariant, updateVariant } from './product-variants.service.ts';
import { generateVariantBarcodes } from './variant-barcodes.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['products'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(productVariantSchema);

/** /product-variants: list, barcode/SKU lookup, in-store barcodes, one variant, edit one variant. */
export function registerVariantRoutes(base: FastifyInstance, ctx: AppContext): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/product-variants',
    {
      config: access('products.view'),
      schema: {
        tags,
        summary: 'Variants of the company’s products',
        description:
          'Filters: product_id, product_type (the product’s type, several comma-separated: physical_goods, digital_goods, services, bundle, menu), low_stock (true|false). Sorts: created_at, title, sku, price, quantity. Search: product or variant title, SKU (contains), barcode (starts with). Include: product.',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(productVariantSchema) },
      },
    },
    async (request) => listVariants(ctx, request.scope!, request.query),
  );

  app.get(
    '/product-variants/lookup',
    {
      config: access('products.view'),
      schema: {
        tags,
        summary:
          'The variant whose barcode is exactly ?code= (first) or whose SKU is ?code= in any case (barcode scanning); 404 when none',
        querystring: z.strictObject({
          // optional here so an unknown parameter is named first; required in the handler
          code: z.string().max(64).optional(),
          anonymous: z.string().max(10).optional(),
          locale: z.string().max(35).optional(),
        }),
        response: { 200: one },
      },
    },
    async (request) => {
      const code = request.query.code?.trim();
      if (!code) throw new AppError('invalid_parameter', { parameter: 'code' });
      return { data: await lookupVariant(ctx, request.scope!, code) };
    },
  );

  app.post(
    '/product-variants/barcodes',
    {
      config: access('products.update'),
      schema: {
        tags,
        summary: 'Give in-store EAN-13 barcodes to the listed variants that have none',
        description: `1 to ${VARIANT_BARCODES_MAX} variant ids. Each live variant without a barcode gets the company's next free in-store EAN-13 ("20" + 10-digit sequence + check digit, GS1 restricted circulation), after the highest one ever given; variants with a barcode keep it. Answers every listed variant's id and barcode, generated: true for those this call gave one. Any id that is not a live variant of the company is a 404 and nothing changes.`,
        body: variantBarcodesGenerateSchema,
        response: { 200: dataResponseSchema(z.array(variantBarcodeSchema)) },
      },
    },
    async (request) => ({
      data: await generateVariantBarcodes(ctx, request.scope!, request.auth!.id, request.body.variant_ids),
    }),
  );

  app.get(
    '/product-variants/:id',
    {
      config: access('products.view'),
      schema: {
        tags,
        summary: 'One variant with its product (and components for bundles and menus)',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({ data: await getVariant(ctx, request.scope!, request.params.id) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/product-variants/:id',
      {
        config: access('products.update'),
        schema: {
          tags,
          summary:
            'Update a variant: price, compare_at_price, cost (products.cost), sku, barcode, weight, reorder_point',
          params: idParams,
          body: variantUpdateSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        data: await updateVariant(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
      }),
    );
  }
}
