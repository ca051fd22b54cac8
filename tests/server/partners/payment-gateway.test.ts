/**
 * The sandbox bank's pages are HTML built from stored values: every one of them is escaped, so a
 * hostile scheme name, remark or reference shows as text and never becomes markup.
 */
import { describe, expect, it } from 'vitest';
import { netBankingPage, netBankingResultPage } from '../../../server/partners/payment-gateway';

const HOSTILE = `<script>alert("x")</script><img src=x onerror='alert(1)'>&`;

describe('the sandbox bank pages', () => {
  it('escape the scheme name and the reference of the net-banking page', () => {
    const html = netBankingPage({ orderId: 7, amount: '5000.00', schemeName: HOSTILE, bankRef: `"><b>${HOSTILE}` });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt;&amp;',
    );
    expect(html).toMatch(/action="\/sandbox\/netbanking\/7\/pay\?ref=%22%3E%3Cb%3E[^"]*"/);
  });

  it('escape the heading and text of the result page', () => {
    const html = netBankingResultPage(HOSTILE, HOSTILE);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html.match(/&lt;script&gt;/g)).toHaveLength(3);
  });
});
