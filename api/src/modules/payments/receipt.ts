// The receipt of a successful payment as a printable HTML page (upstream get-payment-receipt). Every value is
// escaped; the page carries its own strict Content-Security-Policy (no script at all).
import type { PaymentTransaction } from '@abode/shared/wire';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The amount with its currency, as a receipt shows it. */
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** The receipt page of transaction `tx`. */
export function receiptHtml(
  tx: PaymentTransaction,
  who: { company: string; buyer: { id: number; name?: string | null; email?: string | null } },
): string {
  const rows: [string, string][] = [
    ['Receipt number', `#${tx.id}`],
    ['Date', new Date(tx.updated_at).toUTCString()],
    ['Billed to', [who.buyer.name, who.buyer.email].filter(Boolean).join(' · ') || `Customer #${who.buyer.id}`],
    ['Package', tx.package.name],
    ['Duration', `${tx.package.duration} hours`],
    ['Paid with', tx.payment_gateway],
    ['Gateway reference', tx.transaction_id ?? tx.order_id ?? '—'],
    ['Status', 'Paid'],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt #${tx.id} | ${escapeHtml(who.company)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}
table{width:100%;border-collapse:collapse}th,td{text-align:start;padding:.4rem 0;border-bottom:1px solid #ddd}
th{font-weight:600;width:40%}.total{font-size:1.4rem;font-weight:700}</style></head>
<body><h1>${escapeHtml(who.company)}</h1><h2>Payment receipt</h2>
<table>${rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}
<tr><th scope="row">Amount paid</th><td class="total">${escapeHtml(formatAmount(tx.amount, tx.currency))}</td></tr></table>
</body></html>`;
}
