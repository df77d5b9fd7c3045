export {
  ConsumablesList,
  type ConsumablesListProps,
  type ItemListProps,
  ResourcesList,
  type ResourcesListProps,
} from './ItemLists.tsx';
