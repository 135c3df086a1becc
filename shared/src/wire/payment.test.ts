import { describe, expect, it } from 'vitest';
import { paymentOptions } from './payment.ts';

const pairs = (o: Record<string, string>) => Object.entries(o).map(([type, data]) => ({ type, data }));

describe('paymentOptions', () => {
  it('picks the first enabled online gateway in upstream order, with its currency', () => {
    const o = paymentOptions(
      pairs({
        stripe_gateway: '0',
        paystack_gateway: '1',
        paystack_currency: 'NGN',
        flutterwave_status: '1',
        bank_transfer_status: '0',
      }),
    );
    expect(o).toMatchObject({ online: 'paystack', currency: 'NGN', bankTransfer: false });
  });

  it('no gateway and no bank transfer: nothing to pay with', () => {
    expect(paymentOptions([])).toMatchObject({ online: null, bankTransfer: false, bankDetails: [] });
  });

  it('reads the bank details; a malformed value reads as none', () => {
    const details = [{ title: 'IBAN', value: 'DE00 1234' }];
    expect(
      paymentOptions(pairs({ bank_transfer_status: '1', bank_details: JSON.stringify(details) })).bankDetails,
    ).toEqual(details);
    expect(paymentOptions(pairs({ bank_transfer_status: '1', bank_details: '{oops' })).bankDetails).toEqual([]);
  });
});
