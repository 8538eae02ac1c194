// Not built: tests/layering/check-arrows.py must flag this include (ctest layering.arrows-catches-violations).
#include <QtNetwork/QTcpSocket>
