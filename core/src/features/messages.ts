// the account features' toast texts

/** the success toast of a send or swap */
export const TRANSACTION_STARTED_MESSAGE = 'Transaction started'
/** the error toast of a failed history read */
export const FETCH_TRANSACTIONS_FAILED_MESSAGE = 'Failed to fetch transactions'
