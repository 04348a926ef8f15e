import { CalendarClock, CircleDollarSign, HandCoins, Receipt, Undo2, Wallet } from 'lucide-react';

/** The icons of the money figures, the same on every fee screen. */
export const FigureIcons = {
  total: Receipt,
  paid: HandCoins,
  due: Wallet,
  next: CalendarClock,
  collected: CircleDollarSign,
  refunded: Undo2,
};
