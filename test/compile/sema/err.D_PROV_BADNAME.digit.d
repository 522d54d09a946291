/*
 * ASSERTION: a provider name may not end with a digit (USDT providers get
 * the process id appended to their name).
 */

provider app2 {
	probe start();
};
