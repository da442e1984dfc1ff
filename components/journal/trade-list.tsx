import { MemberLink } from '@/components/members/member-link';
import { buttonClass } from '@/components/ui/button';
import { getFormatter, getTranslator, momentOptions, type Locale } from '@/lib/i18n';
import { JOURNAL_NUMBERS, profitAndLoss, rMultiple, type Trade } from '@/lib/journal/client';
import { noteHref } from '@/lib/notes/client';
import { DeleteTrade, type DeleteTradeResult } from './delete-trade';

/**
 * A page of the member's trades, newest first: each with its R and P&L (open trades say so),
 * a link to the class it practises at the chosen moment, Edit and Delete.
 */
export function TradeList({
  locale,
  timeZone,
  trades,
  editHref,
  deleteAction,
}: {
  locale: Locale;
  timeZone: string;
  trades: Trade[];
  editHref: (id: string) => string;
  deleteAction: (id: string) => Promise<DeleteTradeResult>;
}) {
  const t = getTranslator(locale, 'journal');
  const format = getFormatter(locale, timeZone);
  const number = (value: number) => format.number(value, JOURNAL_NUMBERS.price);
  if (trades.length === 0) return <p className="text-slate-400">{t('trades.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">{t('fields.opened')}</th>
            <th scope="col">{t('fields.instrument')}</th>
            <th scope="col">{t('fields.direction')}</th>
            <th scope="col">{t('fields.setup')}</th>
            <th scope="col">{t('fields.entry')}</th>
            <th scope="col">{t('fields.stop')}</th>
            <th scope="col">{t('fields.exit')}</th>
            <th scope="col">{t('fields.size')}</th>
            <th scope="col">{t('trades.r')}</th>
            <th scope="col">{t('trades.pnl')}</th>
            <th scope="col">{t('trades.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {trades.map((trade) => {
            const opened = format.dateTime(trade.opened, momentOptions(timeZone));
            const r = rMultiple(trade);
            const pnl = profitAndLoss(trade);
            return (
              <tr
                key={trade.id}
                className="border-t border-ink-800 align-top"
                data-trade={trade.id}
              >
                <td>{opened}</td>
                <th scope="row">{trade.instrument}</th>
                <td>{t(`direction.${trade.direction}`)}</td>
                <td>
                  {trade.setup}
                  {trade.lesson && (
                    <MemberLink
                      href={noteHref(trade.lesson)}
                      className="block text-brand-300 underline"
                    >
                      {t('trades.lessonLink')}
                    </MemberLink>
                  )}
                </td>
                <td>{number(trade.entry)}</td>
                <td>{number(trade.stop)}</td>
                <td>{trade.exit === null ? t('trades.open') : number(trade.exit)}</td>
                <td>{number(trade.size)}</td>
                <td>{r === null ? '' : format.number(r, JOURNAL_NUMBERS.ratio)}</td>
                <td>{pnl === null ? '' : format.number(pnl, JOURNAL_NUMBERS.money)}</td>
                <td className="flex gap-2">
                  <MemberLink
                    href={editHref(trade.id)}
                    aria-label={t('trades.editLabel', { instrument: trade.instrument, opened })}
                    className={buttonClass({ size: 'sm' })}
                  >
                    {t('trades.edit')}
                  </MemberLink>
                  <DeleteTrade
                    id={trade.id}
                    text={t('trades.delete')}
                    label={t('trades.deleteLabel', { instrument: trade.instrument, opened })}
                    failed={t('problems.deleteFailed')}
                    action={deleteAction}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
