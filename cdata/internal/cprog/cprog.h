#include "../../abi.h"

void cprog_released(int64_t out[3]);
void cprog_produce(struct ArrowArrayStream* out, int batches, int fail_at);
int cprog_consume(struct ArrowArrayStream* st, int64_t stats[5], char* err, int errlen);
