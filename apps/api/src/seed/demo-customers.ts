import type { DemoApi } from './demo-catalog.ts';

const A = '/api/v1/admin';

interface DemoAddress {
  label: string;
  line1: string;
  district: string;
  city: string;
  country: string;
  recipient_name?: string;
  phone?: string;
}

/** Buyers of a Douala boutique that also ships to Dakar and Abidjan; phones go in as typed. */
const CUSTOMERS: Array<Record<string, unknown> & { addresses: DemoAddress[] }> = [
  {
    first_name: 'Christelle',
    last_name: 'Ngo Mbarga',
    phone: '+237 6 77 45 12 90',
    email: 'christelle.ngo@example.cm',
    tags: ['vip', 'wax'],
    marketing_consent: true,
    addresses: [
      {
        label: 'Maison',
        line1: 'Rue Njo-Njo, face boulangerie',
        district: 'Bonapriso',
        city: 'Douala',
        country: 'CM',
      },
      {
        label: 'Bureau',
        line1: 'Immeuble Activa, 3e étage',
        district: 'Akwa',
        city: 'Douala',
        country: 'CM',
      },
    ],
  },
  {
    first_name: 'Serge',
    last_name: 'Tchoumi',
    phone: '+237 6 99 87 65 43',
    tags: ['grossiste'],
    notes: 'Paie par Orange Money, livraison le samedi.',
    addresses: [
      {
        label: 'Boutique',
        line1: 'Marché Mokolo, porte 4',
        district: 'Mokolo',
        city: 'Yaoundé',
        country: 'CM',
      },
    ],
  },
  {
    type: 'company',
    company_name: 'Hôtel La Falaise',
    first_name: 'Yvonne',
    last_name: 'Ekwalla',
    phone: '+237 2 33 42 11 80',
    email: 'achats@lafalaise.cm',
    tax_id: 'M098765432109A',
    tags: ['entreprise'],
    addresses: [
      {
        label: 'Réception',
        line1: 'Boulevard de la Liberté',
        district: 'Bonanjo',
        city: 'Douala',
        country: 'CM',
        recipient_name: 'Service achats',
      },
    ],
  },
  {
    first_name: 'Awa',
    last_name: 'Ndiaye',
    phone: '+221 77 654 32 10',
    email: 'awa.ndiaye@example.sn',
    tags: ['vip'],
    marketing_consent: true,
    addresses: [
      {
        label: 'Maison',
        line1: 'Villa 112, Cité Keur Gorgui',
        district: 'Sacré-Cœur',
        city: 'Dakar',
        country: 'SN',
      },
    ],
  },
  {
    type: 'company',
    company_name: 'Teranga Events SARL',
    first_name: 'Moussa',
    last_name: 'Fall',
    phone: '+221 76 300 20 10',
    email: 'contact@teranga-events.sn',
    tags: ['entreprise', 'événementiel'],
    addresses: [
      { label: 'Siège', line1: 'Rue 10 x Rue 15', district: 'Médina', city: 'Dakar', country: 'SN' },
    ],
  },
  {
    first_name: 'Adjoua',
    last_name: 'Kouassi',
    phone: '+225 07 08 45 67 89',
    tags: ['wax'],
    marketing_consent: true,
    addresses: [
      {
        label: 'Maison',
        line1: 'Riviera 2, près de la pharmacie Saint-Viateur',
        district: 'Cocody',
        city: 'Abidjan',
        country: 'CI',
      },
    ],
  },
  {
    type: 'company',
    company_name: 'Boutique Prestige Plateau',
    first_name: 'Koffi',
    last_name: 'Yao',
    phone: '+225 01 02 03 04 05',
    tags: ['grossiste', 'entreprise'],
    addresses: [
      {
        label: 'Magasin',
        line1: 'Avenue Chardy, immeuble Alpha 2000',
        district: 'Plateau',
        city: 'Abidjan',
        country: 'CI',
      },
    ],
  },
  { first_name: 'Jean-Paul', last_name: 'Essomba', phone: '+237 6 51 22 33 44', addresses: [] },
];

/** The demo customers and their addresses, through the API; skipped when the company has customers. */
export async function seedDemoCustomers(call: DemoApi): Promise<void> {
  const existing = await call<{ meta: { total: number } }>('GET', `${A}/customers?per_page=1`);
  if (existing.meta.total > 0) return;
  for (const { addresses, ...body } of CUSTOMERS) {
    const customer = await call<{ data: { id: string } }>('POST', `${A}/customers`, body);
    for (const address of addresses) {
      await call('POST', `${A}/customers/${customer.data.id}/addresses`, address);
    }
  }
}
