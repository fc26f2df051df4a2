import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { BarcodeInput, type FoundVariant } from './barcode-input.tsx';

beforeAll(() => i18n.loadNamespaces('products'));

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(globalThis, 'BarcodeDetector');
});

const variant: FoundVariant = { id: 'v1', product_id: 'p1' };

function renderInput(lookup: (code: string) => Promise<FoundVariant | null>, onFound = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback="loading">
        <BarcodeInput label="Find by barcode or SKU" lookup={lookup} onFound={onFound} />
        {/* The page's other searches, as on the product list and the stock screens. */}
        <search aria-label="Find a product">
          <form onSubmit={(event) => event.preventDefault()}>
            <input type="search" aria-label="Name" />
          </form>
        </search>
      </Suspense>
    </I18nextProvider>,
  );
  return onFound;
}

/** Types the code in the field, then Enter, as a person or a USB scanner focused there does. */
function typeAndEnter(code: string) {
  field().focus();
  fireEvent.change(field(), { target: { value: code } });
  fireEvent.submit(field().closest('form')!);
}

const field = () => screen.getByRole('textbox', { name: 'Find by barcode or SKU' });

/** A scanner types the whole code within milliseconds, outside any field, then Enter. */
function scan(code: string) {
  for (const key of [...code, 'Enter']) {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  }
}

describe('BarcodeInput', () => {
  it('typed code then Enter finds the variant', async () => {
    const lookup = vi.fn().mockResolvedValue(variant);
    const onFound = renderInput(lookup);
    fireEvent.change(field(), { target: { value: ' 3760001 ' } });
    fireEvent.submit(field().closest('form')!);
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(variant, '3760001'));
    expect(lookup).toHaveBeenCalledWith('3760001');
  });

  it('says so when nothing has the code', async () => {
    renderInput(vi.fn().mockResolvedValue(null));
    fireEvent.change(field(), { target: { value: '999' } });
    fireEvent.submit(field().closest('form')!);
    expect(await screen.findByText('No product has the code 999.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('a USB scanner typing on the page (not in a field) finds the variant', async () => {
    const lookup = vi.fn().mockResolvedValue(variant);
    const onFound = renderInput(lookup);
    scan('12345678');
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(variant, '12345678'));
  });

  it('offers the camera only where the browser reads barcodes', () => {
    renderInput(vi.fn());
    expect(screen.queryByRole('button', { name: 'Scan with the camera' })).toBeNull();
    cleanup();
    Object.assign(globalThis, { BarcodeDetector: class {} });
    Object.defineProperty(navigator, 'mediaDevices', { value: {}, configurable: true });
    renderInput(vi.fn());
    expect(screen.getByRole('button', { name: 'Scan with the camera' })).toBeTruthy();
  });

  it('empties the field after a code is found and keeps the focus there, ready for the next scan', async () => {
    const lookup = vi.fn().mockResolvedValue(variant);
    const onFound = renderInput(lookup);
    typeAndEnter('PQA-S-R');
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(variant, 'PQA-S-R'));
    await waitFor(() => expect((field() as HTMLInputElement).value).toBe(''));
    expect(document.activeElement).toBe(field());

    typeAndEnter('PQA-S-B');
    await waitFor(() => expect(onFound).toHaveBeenLastCalledWith(variant, 'PQA-S-B'));
    expect(lookup).toHaveBeenLastCalledWith('PQA-S-B');
  });

  it('keeps a code that was not found in the field, to be corrected', async () => {
    renderInput(vi.fn().mockResolvedValue(null));
    typeAndEnter('PQA-S-X');
    await screen.findByText('No product has the code PQA-S-X.');
    expect((field() as HTMLInputElement).value).toBe('PQA-S-X');
  });

  it('a later search elsewhere on the page takes the stale “not found” message away', async () => {
    renderInput(vi.fn().mockResolvedValue(null));
    typeAndEnter('0000');
    await screen.findByText('No product has the code 0000.');
    const name = screen.getByRole('searchbox', { name: 'Name' });
    fireEvent.submit(name.closest('form')!);
    expect(screen.queryByText('No product has the code 0000.')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();

    typeAndEnter('0000');
    await screen.findByText('No product has the code 0000.');
    fireEvent.input(name, { target: { value: 'wax' } });
    expect(screen.queryByText('No product has the code 0000.')).toBeNull();
  });

  it('the field changing takes the “not found” message away', async () => {
    renderInput(vi.fn().mockResolvedValue(null));
    typeAndEnter('0000');
    await screen.findByText('No product has the code 0000.');
    fireEvent.change(field(), { target: { value: '00001' } });
    expect(screen.queryByText('No product has the code 0000.')).toBeNull();
  });
});
