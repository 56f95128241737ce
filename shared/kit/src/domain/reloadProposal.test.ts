import type { Card } from '@portal/contract';
import { readReloadProposal, reloadProposalPath, withoutReloadProposal } from './reloadProposal';

const cards: Card[] = [
  { cardNumber: '10000001', cardType: 1, userName: 'Commuter' },
  { cardNumber: '10000005', cardType: 1, userName: 'Spare' },
  { cardNumber: '80000001', cardType: 8, userName: 'Phone' },
];
const query = (path: string) => new URL(path, 'https://portal.example').searchParams;

describe('the Reload tab address with a proposal', () => {
  it('is written by the overview and read back by the Reload tab: the card and the proposal', () => {
    const pass = reloadProposalPath(cards[1]!, { kind: 'nextPass' });
    expect(pass).toBe('/home/reload?card=10000005&cardType=1&propose=next-pass');
    expect(readReloadProposal(query(pass), cards, 300)).toEqual({ card: cards[1], proposal: { kind: 'nextPass' } });
    const cash = reloadProposalPath(cards[2]!, { kind: 'eCash', amount: 20 });
    expect(cash).toBe('/home/reload?card=80000001&cardType=8&propose=e-cash&amount=20.00');
    expect(readReloadProposal(query(cash), cards, 300)).toEqual({ card: cards[2], proposal: { kind: 'eCash', amount: 20 } });
    expect(readReloadProposal(query(reloadProposalPath(cards[0]!, null)), cards, 300)).toEqual({ card: cards[0], proposal: null });
  });

  it('asks nothing without a card', () => {
    expect(readReloadProposal(query('/home/reload'), cards, 300)).toBeNull();
    expect(readReloadProposal(query('/home/reload?propose=next-pass'), cards, 300)).toBeNull();
  });

  it("ignores a card that is not the customer's, or of another type", () => {
    expect(readReloadProposal(query('/home/reload?card=20000004&propose=next-pass'), cards, 300)).toEqual({ card: null, proposal: null });
    expect(readReloadProposal(query('/home/reload?card=10000005&cardType=8&propose=next-pass'), cards, 300)).toEqual({
      card: null,
      proposal: null,
    });
  });

  it.each(['abc', '0', '0.00', '-5', '20.001', '1e2', '300.01', ''])('proposes no E-Cash for the amount %j', (amount) => {
    expect(readReloadProposal(query(`/home/reload?card=10000001&propose=e-cash&amount=${amount}`), cards, 300)).toEqual({
      card: cards[0],
      proposal: null,
    });
  });

  it('proposes E-Cash up to the limit, and nothing it does not know', () => {
    expect(readReloadProposal(query('/home/reload?card=10000001&propose=e-cash&amount=300'), cards, 300)?.proposal).toEqual({
      kind: 'eCash',
      amount: 300,
    });
    expect(readReloadProposal(query('/home/reload?card=10000001&propose=everything'), cards, 300)?.proposal).toBeNull();
  });

  it('leaves the rest of the query once the proposal is taken', () => {
    expect(withoutReloadProposal(query('/home/reload?card=1&cardType=1&propose=e-cash&amount=5&lang=fr')).toString()).toBe('lang=fr');
  });
});
