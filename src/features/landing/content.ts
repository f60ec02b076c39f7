export const aboutCards = [
  {
    title: 'OUR TECHNOLOGY',
    text: 'Blockchain for secure, transparent trading: every deposit and payout in USDT, traceable on-chain.',
  },
  {
    title: 'TOGETHER WE GROW',
    text: 'Team care, guidance and support from mentors and a community that trades together.',
  },
  {
    title: 'REWARDS',
    text: 'A rewards program with earning potential worldwide: bonuses, scholarships and rank rewards.',
  },
] as const;

export const services = [
  {
    title: 'Advance Crypto Knowledge',
    text: 'From wallets and order books to on-chain analysis: structured lessons that build real skill.',
  },
  {
    title: 'Subscribtion For Premium',
    text: 'Premium signals, market briefings and live sessions for members who trade every day.',
  },
  {
    title: 'Meme Coin Checklist',
    text: 'A disciplined checklist to judge hype coins: liquidity, holders, contracts and exit plans.',
  },
  {
    title: 'A Future Trading Call',
    text: 'Futures calls with entry, target and stop-loss, explained so you learn the reasoning.',
  },
  {
    title: 'Portfolio Management',
    text: 'Position sizing, rebalancing and risk rules that keep a portfolio alive through cycles.',
  },
  {
    title: 'Liquidation Strategy',
    text: 'Leverage without ruin: margin, liquidation prices and how to protect your capital.',
  },
] as const;

export const socialProfiles = {
  facebook: 'https://www.facebook.com/learntradeearn',
  instagram: 'https://www.instagram.com/learntradeearn',
} as const;
