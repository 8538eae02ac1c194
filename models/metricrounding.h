#pragma once

#include <QString>

namespace trainyard::models {

// The daemon writes a metric into a message with every digit a double has ("accuracy=0.9755555555555556
// at step 12", the median rule's best so far): exact for the API, but no one reads sixteen digits in a
// timeline. This rounds those values, and only those (found by the message's template, at any depth
// of nesting), to the six significant digits the console shows metrics with everywhere else; the rest of
// the English text is left as it is, for spec::translateDaemonMessage() to translate.
QString roundMetricValues(const QString& english);

// roundMetricValues, then translated into the UI language: a state change's reason as the timeline shows it.
QString reasonText(const QString& english);

} // namespace trainyard::models
