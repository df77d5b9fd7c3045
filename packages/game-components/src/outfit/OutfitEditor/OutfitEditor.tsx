import type { Outfit, OutfitChange, OutfitsItems } from '@rpg/contracts';
import { Box, Button, Heading, Icon, IconButton, Stack, Text, VisuallyHidden } from '@rpg/design-system';
import { useId, useState } from 'react';
import { LayeredAvatar } from '../../equipment/index.ts';
import { GameLink } from '../../shared/GameLink/index.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { usePendingAction } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './OutfitEditor.css.ts';
import {
  cycleSlot,
  initialOutfitState,
  isSlotEnabled,
  type OutfitEditorState,
  type OutfitPageId,
  type OutfitSlotId,
  outfitChangeOf,
  outfitPageIds,
  outfitSlotIds,
  outfitSlots,
  selectOption,
  wrapIndex,
} from './outfit-cycling.ts';

/** The character's own skin under a thumbnail, so eyes are seen on a face and armour on a body. */
const underlay = (page: OutfitPageId, outfit: Outfit): string[] => {
  const layers = page === 'eyes' ? [outfit.baseSkinHead] : page === 'torso' ? [outfit.baseSkinTorso] : [];
  return layers.filter((path) => path !== '');
};

export interface OutfitEditorProps {
  /** The character's outfit: the preview's starting point. */
  outfit: Outfit;
  /** The options of every part, with the chosen index (null: the part cannot change). */
  outfitsItems: OutfitsItems;
  /** Called with the chosen option ids (only the parts with a non-null index); a Promise keeps the button busy. */
  onSave: (change: OutfitChange) => unknown;
  /** The first page of the option grid (default eyes). */
  initialPage?: OutfitPageId;
}

/**
 * The outfit editor: a live preview of the character, the seven parts each cycled with
 * previous/next arrows (wrapping round), a page selector whose page shows its part's
 * options as a grid, a save button and a return link (a sticky bar on phones).
 */
export function OutfitEditor({ outfit, outfitsItems, onSave, initialPage = 'eyes' }: OutfitEditorProps) {
  const { t, language } = useGameTranslation();
  const [state, setState] = useState<OutfitEditorState>(() => initialOutfitState(outfit, outfitsItems));
  const [page, setPage] = useState<OutfitPageId>(initialPage);
  const [announcement, setAnnouncement] = useState('');
  const [saving, save] = usePendingAction(onSave);
  const partsHeadingId = useId();
  const pagesHeadingId = useId();
  const pageNameId = useId();

  const count = (value: number) => formatNumber(value, language);
  const slotName = (slot: OutfitSlotId) => t(`outfit.outfitEditor.slots.${slot}`);

  const apply = (next: OutfitEditorState, slot: OutfitSlotId) => {
    setState(next);
    const index = next.indices[outfitSlots[slot].part];
    if (index === null) return;
    setAnnouncement(
      t('outfit.outfitEditor.announce', {
        part: slotName(slot),
        current: count(index + 1),
        total: count(outfitsItems[outfitSlots[slot].part].items.length),
      }),
    );
  };

  const cycle = (slot: OutfitSlotId, delta: 1 | -1) => apply(cycleSlot(state, outfitsItems, slot, delta), slot);

  const turnPage = (delta: 1 | -1) => {
    const next = outfitPageIds[wrapIndex(outfitPageIds.indexOf(page), delta, outfitPageIds.length)] ?? page;
    setPage(next);
  };

  const pagePart = outfitSlots[page].part;
  const pageOptions = outfitsItems[pagePart].items;
  const pageIndex = state.indices[pagePart];
  const pageEnabled = isSlotEnabled(state, outfitsItems, page);

  return (
    <Box className={styles.root}>
      <Box className={styles.preview}>
        <LayeredAvatar outfit={state.outfit} label={t('outfit.outfitEditor.previewLabel')} size="full" />
      </Box>

      <Box className={styles.controls}>
        <Stack space="large">
          <Box as="section" aria-labelledby={partsHeadingId}>
            <Stack space="small">
              <Heading level={3} as="h2" id={partsHeadingId}>
                {t('outfit.outfitEditor.partsHeading')}
              </Heading>
              <Box as="ul" className={styles.slotList}>
                {outfitSlotIds.map((slot) => {
                  const { part } = outfitSlots[slot];
                  const enabled = isSlotEnabled(state, outfitsItems, slot);
                  const index = state.indices[part];
                  const total = outfitsItems[part].items.length;
                  return (
                    <Box as="li" key={slot} className={styles.slotRow} data-slot={slot} data-disabled={!enabled}>
                      <Text weight="strong">{slotName(slot)}</Text>
                      <IconButton
                        label={t(`outfit.outfitEditor.previous.${slot}`)}
                        icon={<Icon name="chevron-left" />}
                        variant="soft"
                        disabled={!enabled}
                        onClick={() => cycle(slot, -1)}
                      />
                      <Box className={styles.position}>
                        {enabled && index !== null ? (
                          <>
                            <span aria-hidden="true">
                              {t('outfit.outfitEditor.position', { current: count(index + 1), total: count(total) })}
                            </span>
                            <VisuallyHidden>
                              {t('outfit.outfitEditor.positionLabel', {
                                current: count(index + 1),
                                total: count(total),
                              })}
                            </VisuallyHidden>
                          </>
                        ) : (
                          <Text size="small" tone="secondary">
                            {t('outfit.outfitEditor.locked')}
                          </Text>
                        )}
                      </Box>
                      <IconButton
                        label={t(`outfit.outfitEditor.next.${slot}`)}
                        icon={<Icon name="chevron-right" />}
                        variant="soft"
                        disabled={!enabled}
                        onClick={() => cycle(slot, 1)}
                      />
                    </Box>
                  );
                })}
              </Box>
            </Stack>
          </Box>

          <Box as="section" aria-labelledby={pagesHeadingId}>
            <Stack space="small">
              <Heading level={3} as="h2" id={pagesHeadingId}>
                {t('outfit.outfitEditor.pagesHeading')}
              </Heading>
              <Box className={styles.pageSelector}>
                <IconButton
                  label={t('outfit.outfitEditor.previousPage')}
                  icon={<Icon name="chevron-left" />}
                  variant="soft"
                  onClick={() => turnPage(-1)}
                />
                <Box className={styles.pageName} id={pageNameId} aria-live="polite" aria-atomic="true">
                  {slotName(page)}
                </Box>
                <IconButton
                  label={t('outfit.outfitEditor.nextPage')}
                  icon={<Icon name="chevron-right" />}
                  variant="soft"
                  onClick={() => turnPage(1)}
                />
              </Box>
              {pageOptions.length === 0 ? (
                <Text as="p" tone="secondary">
                  {t('outfit.outfitEditor.noOptions')}
                </Text>
              ) : (
                <Box as="ul" className={styles.optionGrid} aria-labelledby={pageNameId}>
                  {pageOptions.map((option, index) => {
                    const selected = pageIndex === index;
                    return (
                      <Box as="li" key={option.id}>
                        <Box
                          as="button"
                          type="button"
                          className={styles.optionButton}
                          aria-pressed={selected}
                          disabled={!pageEnabled}
                          aria-label={t('outfit.outfitEditor.option', {
                            part: slotName(page),
                            current: count(index + 1),
                            total: count(pageOptions.length),
                          })}
                          onClick={() => apply(selectOption(state, outfitsItems, page, index), page)}
                        >
                          <Box className={styles.thumbFrame}>
                            {[...underlay(page, state.outfit), option.imagePath].map((src) => (
                              <img
                                key={src}
                                className={styles.thumb[page]}
                                src={src}
                                alt=""
                                width={320}
                                height={384}
                                loading="lazy"
                              />
                            ))}
                          </Box>
                        </Box>
                      </Box>
                    );
                  })}
                </Box>
              )}
            </Stack>
          </Box>
        </Stack>
      </Box>

      <Box className={styles.actions}>
        <Button loading={saving} onClick={() => save(outfitChangeOf(state.indices, outfitsItems))}>
          {t('outfit.outfitEditor.save')}
        </Button>
        <GameLink to={{ page: 'myCharacter' }} variant="button" tone="neutral">
          {t('outfit.outfitEditor.back')}
        </GameLink>
      </Box>

      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </Box>
  );
}
