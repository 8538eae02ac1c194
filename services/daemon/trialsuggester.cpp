#include "trialsuggester.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

namespace trainyard::daemon {

TrialSuggester::TrialSuggester(const spec::HyperparameterSpec& spec, std::uint64_t seed, QObject* parent, tuner::Conditions conditions)
    : QObject(parent)
{
    std::string error;
    if (conditions.empty())
        m_tuner = tuner::Tuner::create(spec, seed, error);
    else
        m_tuner = tuner::ConditionalTuner::create(spec, std::move(conditions), seed, error);
}

void TrialSuggester::request(std::vector<tuner::Observation> history, int count)
{
    m_busy = true;
    QPointer<TrialSuggester> self(this);
    QThreadPool::globalInstance()->start([self, tuner = m_tuner, history = std::move(history), count] {
        std::vector<tuner::Assignment> suggestions;
        std::string error;
        try {
            suggestions = tuner->suggest(history, count);
        } catch (const std::exception& e) {
            error = e.what();
        }
        QMetaObject::invokeMethod(QCoreApplication::instance(), [self, suggestions = std::move(suggestions), count, error]() mutable {
            if (self)
                self->answer(std::move(suggestions), count, error);
        });
    });
}

void TrialSuggester::answer(std::vector<tuner::Assignment> suggestions, int wanted, const std::string& error)
{
    m_busy = false;
    emit suggested(std::move(suggestions), wanted, error);
}

} // namespace trainyard::daemon
