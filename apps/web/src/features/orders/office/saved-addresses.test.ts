import { describe, expect, it } from 'vitest';
import type { BasketDelivery } from '../sale/basket.ts';
import { emptyDraft, type OfficeDraft, setDeliveryMode } from './order-draft.ts';
import {
  chooseSavedAddress,
  savedAddressesOf,
  savedAddressShown,
  withSavedAddresses,
} from './saved-addresses.ts';
import { anAddress } from './testing-addresses.ts';

const withAddress = (delivery: BasketDelivery | null): OfficeDraft => ({
  ...emptyDraft,
  basket: { ...emptyDraft.basket, delivery },
});

const awas = savedAddressesOf([
  anAddress({ id: 'a1', line1: 'Rue Joss', city: 'Yaoundé' }),
  anAddress({ id: 'a2', line1: 'Rue Njo-Njo', line2: 'gate 2', district: 'Akwa', is_default: true }),
]);
const moussas = savedAddressesOf([anAddress({ id: 'b1', line1: 'Carrefour Obili', city: 'Yaoundé' })]);

describe("the customer's saved addresses on an office order", () => {
  it('puts the default first and keeps a second street line in the one the order has', () => {
    expect(awas.map((saved) => saved.id)).toEqual(['a2', 'a1']);
    expect(awas[0]!.address).toEqual({ line1: 'Rue Njo-Njo, gate 2', district: 'Akwa', city: 'Douala' });
  });

  it('fills blank fields with the default address', () => {
    const draft = withSavedAddresses(withAddress({ line1: ' ', district: '', city: '' }), awas);
    expect(draft.basket.delivery).toEqual(awas[0]!.address);
    expect(savedAddressShown(draft.basket.delivery, draft.savedAddresses)?.id).toBe('a2');
  });

  it('never overwrites an address typed for this order', () => {
    const typed = { line1: 'Marché Central', district: '', city: 'Douala' };
    const draft = withSavedAddresses(withAddress(typed), awas);
    expect(draft.basket.delivery).toEqual(typed);
    expect(savedAddressShown(draft.basket.delivery, draft.savedAddresses)).toBeNull();
    expect(chooseSavedAddress(draft.savedAddresses, 'a1')).toEqual(awas[1]!.address);
  });

  it("replaces the previous customer's untouched address, and empties it for a customer without one", () => {
    const awa = withSavedAddresses(withAddress({ line1: '', district: '', city: '' }), awas);
    expect(withSavedAddresses(awa, moussas).basket.delivery).toEqual(moussas[0]!.address);
    expect(withSavedAddresses(awa, []).basket.delivery).toEqual({ line1: '', district: '', city: '' });
    const edited = withAddress({ ...awas[0]!.address, city: 'Edéa' });
    expect(withSavedAddresses({ ...edited, savedAddresses: awas }, moussas).basket.delivery?.city).toBe(
      'Edéa',
    );
  });

  it("brings a saved address's own recipient and phone, and keeps them once corrected", () => {
    const mothers = savedAddressesOf([
      anAddress({ id: 'm1', recipient_name: 'Mama Awa', phone: '237655443322', is_default: true }),
    ]);
    expect(mothers[0]!.address).toEqual({
      line1: 'Rue Joss',
      district: '',
      city: 'Douala',
      recipientName: 'Mama Awa',
      phone: '237655443322',
    });

    const filled = withSavedAddresses(withAddress({ line1: '', district: '', city: '' }), mothers);
    const corrected = {
      ...filled,
      basket: { ...filled.basket, delivery: { ...mothers[0]!.address, phone: '237611' } },
    };
    expect(savedAddressShown(corrected.basket.delivery, mothers)).toBeNull();
    expect(withSavedAddresses(corrected, moussas).basket.delivery?.phone).toBe('237611');
    expect(chooseSavedAddress(mothers, null)).toEqual({ line1: '', district: '', city: '' });
  });

  it('keeps no address on a pickup, and starts from the default when it turns to a delivery', () => {
    const pickup = withSavedAddresses(setDeliveryMode(emptyDraft, 'pickup'), awas);
    expect(pickup.basket.delivery).toBeNull();
    expect(setDeliveryMode(pickup, 'delivery').basket.delivery).toEqual(awas[0]!.address);
  });
});
