export { GameTile, type GameTileGame, type GameTileLabels, type GameTileProps } from './game-tile/game-tile';
export { DEFAULT_GAME_ICON } from './game-tile/default-icon';
export { Modal, type ModalProps } from './modal/modal';
export { useScrollLock } from './modal/use-scroll-lock';
export { SkeletonGrid, type SkeletonGridProps } from './skeleton-grid/skeleton-grid';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { BannerCarousel, type Banner as CarouselBanner, type BannerCarouselProps } from './banner-carousel/banner-carousel';
