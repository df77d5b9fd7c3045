export { BalanceBar, type BalanceBarProps, type BalanceEntryId, balanceEntries } from './BalanceBar.tsx';
