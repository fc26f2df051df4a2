import { z } from 'zod';

/** The list query of CONTRACT.md §2, for the OpenAPI document; parseListQuery does the real checking. */
export const listQuerystring = z
  .looseObject({
    page: z.string().optional().describe('Page number, from 1'),
    per_page: z.string().optional().describe('Items per page, 1 to 100 (default 10)'),
    sort: z.string().optional().describe('Comma-separated fields, "-" for descending, e.g. -created_at,name'),
    include: z.string().optional().describe('Comma-separated relations'),
    search: z
      .string()
      .optional()
      .describe(
        'Free text: names, titles and labels match ignoring accents and case; codes, emails and phones as typed',
      ),
    anonymous: z.string().optional(),
    locale: z.string().optional(),
  })
  .describe('Also filter[field]=value (comma-separated values match any)');
