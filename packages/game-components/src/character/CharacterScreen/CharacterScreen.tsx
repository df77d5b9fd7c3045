import type { Character, ConsumableItem, Skill, Stat } from '@rpg/contracts';
import { Box, Button, Heading, Icon, Text, VisuallyHidden } from '@rpg/design-system';
import { useId, useState } from 'react';
import {
  EquipmentBoard,
  type EquipmentBoardProps,
  type InventoryAction,
  LayeredAvatar,
} from '../../equipment/index.ts';
import { GameLink } from '../../shared/GameLink/index.ts';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { ExperienceBar, HealthBar } from '../CharacterBars/index.ts';
import { CharacterHeader } from '../CharacterHeader/index.ts';
import { ConsumablesList, ResourcesList } from '../ItemLists/index.ts';
import { SettingsDialog, type SettingsDialogProps } from '../SettingsDialog/index.ts';
import { type PendingCallback, SkillCard } from '../SkillCard/index.ts';
import { SkillSlots } from '../SkillSlots/index.ts';
import { StatsPanel } from '../StatsPanel/index.ts';
import * as styles from './CharacterScreen.css.ts';
import { hasShieldEquipped } from './has-shield.ts';

/** The settings the dialog shows and changes (the dialog's open state is the screen's own). */
export type CharacterSettings = Omit<SettingsDialogProps, 'open' | 'onOpenChange'>;

export interface CharacterScreenProps {
  /** The character (GET /my-character); `undefined` while loading. */
  data: Character | undefined;
  /** Loading failed: shows the error state. */
  error?: boolean;
  /** Offered as "Try again" in the error state. */
  onRetry?: () => void;
  /** Spend a stat point (POST /my-character/add-stat with the Stat value). */
  onAddStat: PendingCallback<[stat: Stat]>;
  /** Equip a backpack item. */
  onEquip: InventoryAction;
  /** Take an item off. */
  onUnequip: InventoryAction;
  /** Drag and drop between slots. */
  onMove: NonNullable<EquipmentBoardProps['onMove']>;
  /** Make an available skill active (POST /skills/make-active). */
  onActivateSkill: PendingCallback<[skill: Skill]>;
  /**
   * Use a consumable of the pouch (POST /my-character/use-consumable): each one that heals gets a Use
   * button with its count, disabled at full health.
   */
  onUseConsumable?: (item: ConsumableItem) => MaybePromise;
  /** Language, sound and theme for the settings dialog. */
  settings: CharacterSettings;
  /** Open the settings dialog at first (stories, deep links). */
  defaultSettingsOpen?: boolean;
}

/** The /my-character route: the hero, its bars, skills, stats, equipment, pouch and settings. */
export function CharacterScreen({
  data,
  error = false,
  onRetry,
  onAddStat,
  onEquip,
  onUnequip,
  onMove,
  onActivateSkill,
  onUseConsumable,
  settings,
  defaultSettingsOpen = false,
}: CharacterScreenProps) {
  const { t } = useGameTranslation();
  const [settingsOpen, setSettingsOpen] = useState(defaultSettingsOpen);
  const manageId = useId();
  const availableId = useId();

  if (error || data === undefined) {
    return (
      <Box className={styles.screen}>
        <ScreenHeader title={t('character.screens.character.title')} />
        {error ? (
          <ErrorState onRetry={onRetry} />
        ) : (
          <LoadingState variant="detail" label={t('character.screens.character.loading')} />
        )}
      </Box>
    );
  }

  const available = data.skills.filter((skill) => !skill.isEmpty && !skill.isActive && skill.isAvailableToLearn);

  return (
    <Box className={styles.screen}>
      <Box className={styles.header}>
        <CharacterHeader name={data.name} level={data.level} />
        <Button variant="soft" tone="neutral" icon={<Icon name="settings" />} onClick={() => setSettingsOpen(true)}>
          {t('character.screens.character.settings')}
        </Button>
      </Box>
      <Box className={styles.top}>
        <Box className={styles.hero}>
          <Box className={styles.avatar}>
            <LayeredAvatar
              outfit={data.outfit}
              label={t('character.screens.character.avatar', { name: data.name })}
              size="large"
            />
          </Box>
          <HealthBar current={data.stats.currentHealthPoints} max={data.stats.healthPoints} />
          <ExperienceBar
            experience={data.experiencePoints}
            needed={data.experiencePointsNeededForNextLevel}
            level={data.level}
          />
          <Box as="nav" aria-labelledby={manageId} className={styles.manage}>
            <VisuallyHidden as="h2" id={manageId}>
              {t('character.screens.character.manage')}
            </VisuallyHidden>
            <ul className={styles.links}>
              <li>
                <GameLink to={{ page: 'changeOutfit' }}>{t('character.screens.character.changeOutfit')}</GameLink>
              </li>
              <li>
                <GameLink to={{ page: 'changeName' }}>{t('character.screens.character.changeName')}</GameLink>
              </li>
              <li>
                <GameLink to={{ page: 'skills' }}>{t('character.screens.character.skills')}</GameLink>
              </li>
              <li>
                <GameLink to={{ page: 'stats' }}>{t('character.screens.character.stats')}</GameLink>
              </li>
            </ul>
          </Box>
        </Box>
        <Box className={styles.side}>
          <SkillSlots skills={data.skills} />
          <StatsPanel
            stats={data.stats}
            pointsAvailable={data.doStatsPointsAvaiable}
            onAddStat={onAddStat}
            hasShield={hasShieldEquipped(data.inventoryGameItems)}
            {...(data.statPointsLeft === undefined ? {} : { unspentPoints: data.statPointsLeft })}
          />
        </Box>
      </Box>
      <EquipmentBoard
        items={data.inventoryGameItems}
        // The look-only slots (Bottom, hair) show the outfit's parts, as on /equipment; the avatar is above.
        outfit={data.outfit}
        showAvatar={false}
        characterName={data.name}
        onEquip={onEquip}
        onUnequip={onUnequip}
        onMove={onMove}
      />
      <Box as="section" aria-labelledby={availableId} className={styles.section}>
        <Heading level={2} id={availableId}>
          {t('character.screens.character.availableSkills')}
        </Heading>
        {available.length === 0 ? (
          <Text as="p" tone="secondary">
            {t('character.screens.character.availableSkillsEmpty')}
          </Text>
        ) : (
          <ul className={styles.skillGrid}>
            {available.map((skill) => (
              <SkillCard key={skill.id} as="li" skill={skill} onActivate={onActivateSkill} />
            ))}
          </ul>
        )}
      </Box>
      <Box className={styles.pouch}>
        <ResourcesList items={data.resourcesEquipment} />
        <ConsumablesList
          items={data.consumableItems}
          onUse={onUseConsumable}
          healthFull={data.stats.currentHealthPoints >= data.stats.healthPoints}
        />
      </Box>
      <SettingsDialog {...settings} open={settingsOpen} onOpenChange={setSettingsOpen} />
    </Box>
  );
}
