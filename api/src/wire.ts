/**
 * The API's response shapes are the shared wire types, so server and UI cannot drift apart.
 * Type-only and relative because @craft/shared exports no "./api/types" entry (yet); erased at run time.
 */
export type {
  CatalogueService,
  Category,
  NullInt64,
  NullString,
  Page,
  PrivateUser,
  PublicUser,
  QuotationWire,
  Role,
  Service,
  ServicePhoto,
  LoginResponse,
  UploadedFile,
  CreatedId,
} from '../../shared/src/api/types';
export type {
  DirectOffer,
  MyQuotation,
  Order,
  OrderStatus,
  PaymentMethod,
  PortfolioProject,
  QuotationAnswer,
  Review,
  SellerProfile,
  SellerSummary,
  ServiceStats,
  WishlistItem,
} from '../../shared/src/api/feature-types';
