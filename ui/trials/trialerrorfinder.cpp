#include "trialerrorfinder.h"

#include "console/backendlogsource.h"

namespace trainyard::ui {

namespace {
    constexpr std::int64_t attributePage = 1'000'000;
}

TrialErrorFinder::TrialErrorFinder(client::Backend* backend, std::string jobId, QStringList trials, QObject* parent)
    : QObject(parent)
    , m_backend(backend)
    , m_jobId(std::move(jobId))
    , m_trials(std::move(trials))
{
}

void TrialErrorFinder::start()
{
    if (!m_backend) {
        finish(tr("No backend"));
        return;
    }
    readPage(0);
}

void TrialErrorFinder::readPage(std::int64_t since)
{
    client::Backend* backend = m_backend.data();
    if (!backend) {
        finish(tr("No backend"));
        return;
    }
    backend->logAttributes(m_jobId, since, attributePage, this, [this, since](client::ApiResult<spec::LogAttributes> result) {
        onPage(since, std::move(result));
    });
}

void TrialErrorFinder::onPage(std::int64_t since, client::ApiResult<spec::LogAttributes> result)
{
    if (auto* error = std::get_if<client::ApiError>(&result)) {
        finish(describe(*error));
        return;
    }
    const auto& page = std::get<spec::LogAttributes>(result);
    // Which of the page's sources belong to a wanted trial that has no error yet.
    std::vector<int> wanted(page.sources.size(), -1);
    for (std::size_t i = 0; i < page.sources.size(); ++i) {
        const auto at = m_trials.indexOf(QString::fromStdString(page.sources[i].trial));
        if (at >= 0 && !m_firstError.contains(m_trials[at]))
            wanted[i] = static_cast<int>(at);
    }
    for (std::size_t i = 0; i < page.attributes.size() && m_firstError.size() < m_trials.size(); ++i) {
        const auto source = spec::attributeSource(page.attributes[i]);
        if (source >= wanted.size() || wanted[source] < 0 || spec::attributeSeverity(page.attributes[i]) < spec::LogSeverity::Error)
            continue;
        m_firstError.insert(m_trials[wanted[source]], page.since + 1 + static_cast<std::int64_t>(i));
        wanted[source] = -1;
        for (auto& w : wanted) { // the trial's other sources (stderr and stdout, other replicas) are done too
            if (w >= 0 && m_firstError.contains(m_trials[w]))
                w = -1;
        }
    }
    const std::int64_t next = page.since + static_cast<std::int64_t>(page.attributes.size());
    const bool last = static_cast<std::int64_t>(page.attributes.size()) < attributePage || next >= page.total;
    if (m_firstError.size() < m_trials.size() && !last && next > since) {
        readPage(next);
        return;
    }
    readLines();
}

void TrialErrorFinder::readLines()
{
    for (const QString& trial : std::as_const(m_trials)) {
        if (!m_firstError.contains(trial)) {
            m_lines.insert(trial, QString());
            emit found(trial, QString());
        }
    }
    m_pendingLines = static_cast<int>(m_firstError.size());
    client::Backend* backend = m_backend.data();
    if (m_pendingLines == 0 || !backend) {
        finish({});
        return;
    }
    for (auto it = m_firstError.constBegin(); it != m_firstError.constEnd(); ++it) {
        const QString trial = it.key();
        const std::int64_t seq = it.value();
        backend->readLogs(m_jobId, seq - 1, 1, this, [this, trial, seq](client::ApiResult<spec::LogWindow> result) {
            onLine(trial, seq, std::move(result));
        });
    }
}

void TrialErrorFinder::onLine(const QString& trial, std::int64_t seq, client::ApiResult<spec::LogWindow> result)
{
    QString line;
    if (auto* window = std::get_if<spec::LogWindow>(&result); window && !window->lines.empty() && window->lines.front().seq == seq)
        line = QString::fromStdString(window->lines.front().text);
    else
        line = tr("(line %1 could not be read)").arg(seq);
    m_lines.insert(trial, line);
    emit found(trial, line);
    if (--m_pendingLines == 0)
        finish({});
}

void TrialErrorFinder::finish(const QString& error)
{
    if (m_done)
        return;
    m_done = true;
    emit finished(error);
}

} // namespace trainyard::ui
