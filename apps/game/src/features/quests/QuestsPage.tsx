import type { Quest } from '@rpg/contracts';
import { QuestsScreen } from '@rpg/game-components';
import { useState } from 'react';
import { useMyCharacter } from '../../lib/query.ts';
import { useQuestActions, useQuests } from './api/quests.ts';

/** `/quests`: available and accepted quests; accept, cancel, return (its rewards shown) and the hourly roll. */
export const QuestsPage = () => {
  const quests = useQuests();
  const actionPoints = useMyCharacter().data?.data.actionPoints;
  const [returned, setReturned] = useState<Quest>();
  const actions = useQuestActions(setReturned);
  // The rewards of the last return stay until the player does something else on the board.
  const then =
    <T,>(action: (value: T) => Promise<unknown>) =>
    (value: T) => {
      setReturned(undefined);
      return action(value);
    };
  return (
    <QuestsScreen
      data={quests.data?.data}
      error={Boolean(quests.error) && !quests.data}
      onRetry={() => void quests.mutate()}
      actionPoints={actionPoints}
      onAccept={then(actions.accept)}
      onCancel={then(actions.cancel)}
      onReturn={actions.returnDone}
      onRoll={() => {
        setReturned(undefined);
        return actions.roll();
      }}
      rollFree={actions.rollFree}
      rollDisabled={!actions.rollFree && actions.premiumCurrency !== undefined && actions.premiumCurrency < 1}
      returned={returned}
    />
  );
};
