import type { AdventureRetrieval } from '@rpg/contracts';
import { AdventuresScreen } from '@rpg/game-components';
import { useMemo, useState } from 'react';
import { useMyCharacter } from '../../lib/query.ts';
import { useAdventureActions, useAdventures } from './api/adventures.ts';

/** `/adventures`: the offers, setting out, the running adventure's countdown, collecting its rewards, cancelling. */
export const AdventuresPage = () => {
  const adventures = useAdventures();
  const actionPoints = useMyCharacter().data?.data.actionPoints;
  const [retrieval, setRetrieval] = useState<AdventureRetrieval>();
  const actions = useAdventureActions(setRetrieval);
  const data = adventures.data?.data;
  // The countdown runs on from this moment: taken again whenever the adventures change (set out, read again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock is read anew for each new reply
  const now = useMemo(() => new Date(), [data]);
  return (
    <AdventuresScreen
      data={data}
      error={Boolean(adventures.error) && !adventures.data}
      onRetry={() => void adventures.mutate()}
      now={now}
      actionPoints={actionPoints}
      onAccept={actions.accept}
      onCancel={actions.cancel}
      onRetrieve={actions.retrieve}
      retrieval={retrieval}
    />
  );
};
