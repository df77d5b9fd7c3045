import { content } from '../../content/index.ts';
import { jsonColumn } from '../../db/json.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { spentActionPoints } from '../../player/action-points.ts';
import { rememberLanguage } from '../../player/language.ts';
import { newMonsterOffer } from '../../player/monster-offer.ts';
import { updateCharacter, withPlayer } from '../../player/state.ts';
import { baseInfoOf, currentLocationOf } from '../../player/view.ts';
import { locationsOf } from './locations.ts';

/** GET /locations?lang=: every location, the current one marked. */
export const getLocations: RouteHandler<'getLocations'> = ({ db, uid, language }) =>
  withPlayer(db, uid, async (tx, player) => {
    const row = await rememberLanguage(tx, player.character, language);
    return { data: locationsOf(row, language.requested) };
  });

/**
 * POST /locations/change: travel to a location for its requiredStamina; the monster offer is
 * drawn anew for it. Travelling to where the character already is costs nothing and changes
 * nothing (the same list is answered).
 */
export const changeLocation: RouteHandler<'changeLocation'> = ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const target = content.locations.findByNum(body.id);
    if (target === undefined) {
      throw new AppError('not-found', `There is no location with id ${body.id}.`, { field: 'id' });
    }
    let row = await rememberLanguage(tx, player.character, language);
    if (currentLocationOf(row).num !== target.num) {
      const spent = spentActionPoints(row, target.requiredStamina, now, 'Travelling there');
      row = await updateCharacter(
        tx,
        row,
        {
          ...spent,
          location_id: target.num,
          monster_offer: jsonColumn(newMonsterOffer(target.id, row.level)),
        },
        now,
      );
    }
    return { data: locationsOf(row, language.requested), myCharacterBaseInfo: baseInfoOf(row, now) };
  });
