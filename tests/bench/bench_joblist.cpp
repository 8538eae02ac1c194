// The job list with 100,000 jobs: JobListModel + JobFilterProxy, as the console uses them.
// Not a test: prints a table of timings (docs/benchmarks.md). Usage: bench_joblist [job count]

#include "models/jobfilterproxy.h"
#include "models/joblistmodel.h"

#include <QElapsedTimer>
#include <QFile>
#include <QEventLoop>
#include <QGuiApplication>
#include <QSet>
#include <QSortFilterProxyModel>

#include <malloc.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace spec = trainyard::spec;
using trainyard::models::JobFilterProxy;
using trainyard::models::JobListModel;

namespace {

constexpr std::int64_t now = 1'714'564'800; // 2024-05-01T12:00:00Z

std::vector<spec::Job> makeJobs(int count, std::uint32_t seed)
{
    std::mt19937 random(seed);
    const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<std::uint32_t>(n)); };
    static const char* const names[]
        = { "digits", "census", "mnist", "bert_finetune", "resnet50", "xgboost_churn", "printer" };
    static const char* const teams[] = { "vision", "forecast", "nlp", "platform", "ads" };
    static const char* const owners[] = { "ana-silva", "bo", "chen", "dmitri", "emeka", "farah" };
    static const char* const regions[] = { "us-central1", "europe-west4", "asia-east1", "us-east1", "local" };
    static const char* const tiers[] = { "BASIC", "BASIC_GPU", "STANDARD_1", "PREMIUM_1", "CUSTOM" };
    static const char* const machines[] = { "n1-standard-8", "n1-highmem-16", "a2-highgpu-1g" };

    std::vector<spec::Job> jobs;
    jobs.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        spec::Job job;
        char id[64];
        std::snprintf(id, sizeof id, "%s_%06d", names[pick(7)], i);
        job.jobId = id;
        job.labels.emplace();
        (*job.labels)["team"] = teams[pick(5)];
        if (pick(2))
            (*job.labels)["owner"] = owners[pick(6)];
        if (pick(4) == 0)
            (*job.labels)["env"] = "prod";
        auto& input = job.trainingInput.emplace();
        input.region = regions[pick(5)];
        input.scaleTier = spec::Enum<spec::ScaleTier>::fromWire(tiers[pick(5)]);
        if (*input.scaleTier == spec::ScaleTier::Custom) {
            input.masterType = machines[pick(3)];
            input.masterConfig.emplace().acceleratorConfig.emplace() = { 1 + pick(4), "NVIDIA_TESLA_T4", {} };
            input.workerType = input.masterType;
            input.workerCount = pick(8);
        }
        input.pythonModule = "trainer.task";
        input.packageUris = std::vector<std::string> { "gs://bucket/trainer-0.1.tar.gz" };
        const std::int64_t created = now - 365LL * 86'400 + i * (365LL * 86'400 / count);
        job.createTime = spec::Timestamp { created, 0 };
        const int roll = pick(100);
        const char* state = roll < 70 ? "SUCCEEDED"
            : roll < 80               ? "FAILED"
            : roll < 85               ? "CANCELLED"
            : roll < 95               ? "RUNNING"
                                      : "QUEUED";
        job.state = spec::Enum<spec::State>::fromWire(state);
        if (roll < 95) {
            job.startTime = spec::Timestamp { created + 30 + pick(600), 0 };
            if (roll < 85)
                job.endTime = spec::Timestamp { job.startTime->seconds + 60 + pick(20'000), 0 };
        }
        if (roll >= 70 && roll < 80)
            job.errorMessage = "The replica master 0 exited with a non-zero status of 1.";
        if (pick(10) == 0) { // a tuning job with five trials
            input.hyperparameters.emplace().goal
                = spec::Enum<spec::GoalType>::fromWire(pick(2) ? "MAXIMIZE" : "MINIMIZE");
            auto& trials = job.trainingOutput.emplace().trials.emplace();
            for (int t = 1; t <= 5; ++t) {
                spec::HyperparameterOutput trial;
                trial.trialId = std::to_string(t);
                trial.finalMetric.emplace().objectiveValue = static_cast<double>(pick(10'000)) / 10'000.0;
                trials.push_back(trial);
            }
        }
        job.etag = "M2E2NGRmNTUxNDI1ZmNjNTVlNGQ0MmExNDg3OTVkOWYyNWY4OWQ0";
        jobs.push_back(std::move(job));
    }
    return jobs;
}

double msSince(const QElapsedTimer& timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

// CPU time of the calling thread: what the GUI thread spent, not what it waited.
double threadCpuMs()
{
    timespec spent {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spent);
    return static_cast<double>(spent.tv_sec) * 1e3 + static_cast<double>(spent.tv_nsec) / 1e6;
}

double timeMs(const std::function<void()>& work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    return msSince(timer);
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

long rssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    }
    return 0;
}

void row(const char* what, const std::string& measured)
{
    std::printf("| %s | %s |\n", what, measured.c_str());
}
std::string ms(double value)
{
    char text[64];
    std::snprintf(text, sizeof text, value < 10 ? "%.2f ms" : "%.0f ms", value);
    return text;
}

// Reads what a view reads to paint one page of rows: every column, the roles QStyledItemDelegate asks for.
double pageMs(const QAbstractItemModel& model, int firstRow, int rows)
{
    static const int roles[] = { Qt::DisplayRole, Qt::DecorationRole, Qt::TextAlignmentRole, Qt::FontRole,
        Qt::ForegroundRole, Qt::BackgroundRole, Qt::CheckStateRole };
    QElapsedTimer timer;
    timer.start();
    std::size_t sink = 0;
    for (int r = firstRow; r < firstRow + rows && r < model.rowCount(); ++r) {
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex index = model.index(r, c);
            for (int role : roles)
                sink += model.data(index, role).isValid() ? 1u : 0u;
        }
    }
    const double elapsed = msSince(timer);
    if (sink == 0)
        std::printf("(no data)\n");
    return elapsed;
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int count = argc > 1 ? std::max(1000, std::atoi(argv[1])) : 100'000;
    const auto clock = [] { return spec::Timestamp { now, 0 }; };

    std::printf("Job list benchmark: %d jobs\n\n| what | measured |\n|---|---|\n", count);
    const std::vector<spec::Job> jobs = makeJobs(count, 1);

    const long rssBefore = rssKiB();
    JobListModel model;
    model.setClock(clock);
    JobFilterProxy proxy;
    proxy.setSourceModel(&model);
    // The model reads the jobs and keeps rows (issue 22): no copy to hand over. (The binary before it
    // copied them in, and that copy was the model's.)
    row("insert all, proxy attached (sorted by Created, newest first)", ms(timeMs([&] { model.upsertBatch(jobs); })));
    char memory[64];
    std::snprintf(memory, sizeof memory, "%.0f MiB", static_cast<double>(rssKiB() - rssBefore) / 1024.0);
    row("memory of the model and proxy (RSS growth)", memory);
    {
        std::vector<double> runs;
        for (int run = 0; run < 5; ++run) {
            JobListModel fresh;
            fresh.setClock(clock);
            auto copy = jobs;
            runs.push_back(timeMs([&] { fresh.upsertBatch(std::move(copy)); }));
        }
        row("insert all (upsertBatch), model alone, median of 5 fresh models", ms(median(runs)));
    }

    {
        auto copy = jobs;
        row("setJobs() with the same jobs (a refresh, nothing changed)",
            ms(timeMs([&] { model.setJobs(std::move(copy)); })));
    }
    row("rowOf() x 100,000", ms(timeMs([&] {
        int found = 0;
        for (const auto& job : jobs)
            found += model.rowOf(QString::fromStdString(*job.jobId)) >= 0 ? 1 : 0;
        if (found != count)
            std::printf("(lookup failed)\n");
    })));

    // A sort of this many rows runs on a worker (issue 22): sort() returns at once, the old order stays
    // shown, and the new one is swapped in when the worker is done. What the GUI thread spends is
    // sort() itself (copying the column's keys) and the swap; the rest is the worker's.
    static const char* const columnNames[]
        = { "Id", "State", "Created", "Duration", "Scale tier", "Region", "Labels", "Best metric" };
    const auto sortAndWait = [&](int column, Qt::SortOrder order) {
        proxy.sort(column, order);
        while (proxy.isSorting())
            app.processEvents(QEventLoop::WaitForMoreEvents);
    };
    for (int column = 0; column < JobListModel::ColumnCount; ++column) {
        std::vector<double> call;
        std::vector<double> swap;
        std::vector<double> shown;
        std::vector<double> sync;
        for (int run = 0; run < 3; ++run) {
            sortAndWait(JobListModel::CreatedColumn, Qt::DescendingOrder);
            QElapsedTimer wall;
            wall.start();
            call.push_back(timeMs([&] { proxy.sort(column, Qt::AscendingOrder); }));
            double longest = 0;
            while (proxy.isSorting()) {
                const double before = threadCpuMs();
                app.processEvents(QEventLoop::WaitForMoreEvents);
                longest = std::max(longest, threadCpuMs() - before);
            }
            swap.push_back(longest);
            shown.push_back(msSince(wall));
            // The same sort on the GUI thread, as after a reset of the model (no old order to keep).
            sortAndWait(JobListModel::CreatedColumn, Qt::DescendingOrder);
            proxy.setBackgroundSortRows(std::numeric_limits<int>::max());
            sync.push_back(timeMs([&] { proxy.sort(column, Qt::AscendingOrder); }));
            proxy.setBackgroundSortRows(JobFilterProxy().backgroundSortRows());
        }
        const std::string what = std::string("sort by ") + columnNames[column]
            + ", median of 3: GUI thread in sort() / in the swap (CPU) / until shown / all on the GUI thread";
        row(what.c_str(),
            ms(median(call)) + " / " + ms(median(swap)) + " / " + ms(median(shown)) + " / " + ms(median(sync)));
    }
    sortAndWait(JobListModel::CreatedColumn, Qt::DescendingOrder);

    // Typing in the filter box, then deleting it again; then a label filter and a state filter.
    const char* const keystrokes[] = { "d", "di", "dig", "digi", "digit", "digits", "digits_", "digits_0", "digits_00",
        "digits_000", "digits_0001", "digits_000", "digits_00", "digits_0", "digits_", "digits", "digit", "digi", "dig",
        "di", "d", "" };
    double total = 0;
    double worst = 0;
    std::string worstText;
    for (const char* text : keystrokes) {
        // A view asks for the row count at once: the time includes building the mapping.
        const double t = timeMs([&] {
            proxy.setFilterText(QString::fromUtf8(text));
            proxy.rowCount();
        });
        total += t;
        if (t > worst) {
            worst = t;
            worstText = text;
        }
        char label[96];
        std::snprintf(label, sizeof label, "filter \"%s\" -> %d rows", text, proxy.rowCount());
        row(label, ms(t));
    }
    char summary[128];
    std::snprintf(summary, sizeof summary, "%s mean, %s worst (\"%s\")",
        ms(total / static_cast<double>(std::size(keystrokes))).c_str(), ms(worst).c_str(), worstText.c_str());
    row("filter keystrokes, all of the above", summary);
    {
        // For comparison: Qt's own QSortFilterProxyModel filtering the same rows by SearchTextRole.
        QSortFilterProxyModel stock;
        stock.setSourceModel(&model);
        stock.setSortRole(JobListModel::SortRole);
        stock.setFilterRole(JobListModel::SearchTextRole);
        stock.setFilterCaseSensitivity(Qt::CaseInsensitive);
        stock.sort(JobListModel::CreatedColumn, Qt::DescendingOrder);
        stock.rowCount();
        for (const char* text : { "d", "di", "dig", "di", "d", "" }) {
            const double t = timeMs([&] {
                stock.setFilterFixedString(QString::fromUtf8(text));
                stock.rowCount();
            });
            char label[128];
            std::snprintf(label, sizeof label, "for comparison, a plain QSortFilterProxyModel: \"%s\" -> %d rows", text,
                stock.rowCount());
            row(label, ms(t));
        }
    }
    {
        const double t = timeMs([&] {
            proxy.setFilterText(QStringLiteral("team=vision"));
            proxy.rowCount();
        });
        char label[96];
        std::snprintf(label, sizeof label, "filter \"team=vision\" -> %d rows", proxy.rowCount());
        row(label, ms(t));
        const double s = timeMs([&] {
            proxy.setStateFilter({ QStringLiteral("RUNNING") });
            proxy.rowCount();
        });
        std::snprintf(label, sizeof label, "+ state filter RUNNING -> %d rows", proxy.rowCount());
        row(label, ms(s));
        proxy.setStateFilter({});
        proxy.setFilterText(QString());
    }

    // 1,000 jobs change state (RUNNING -> SUCCEEDED and the like), spread over the list.
    const auto updates = [&](std::uint32_t seed) {
        std::mt19937 random(seed);
        std::vector<spec::Job> changed;
        for (int i = 0; i < 1000; ++i) {
            // The model keeps rows, not documents: the generated job, in the state its row shows.
            const int at = static_cast<int>(random() % static_cast<std::uint32_t>(count));
            spec::Job job = jobs[static_cast<std::size_t>(at)];
            const bool running = model.stateWire(at) == QLatin1String("RUNNING");
            job.state = spec::Enum<spec::State>::fromWire(running ? "SUCCEEDED" : "RUNNING");
            if (running)
                job.endTime = spec::Timestamp { now, 0 };
            else
                job.endTime.reset();
            changed.push_back(std::move(job));
        }
        return changed;
    };
    {
        auto batch = updates(7);
        row("update 1,000 states (upsertBatch), list sorted by Created",
            ms(timeMs([&] { model.upsertBatch(std::move(batch)); })));
        sortAndWait(JobListModel::StateColumn, Qt::AscendingOrder);
        batch = updates(8);
        row("update 1,000 states, list sorted by State (each row moves)",
            ms(timeMs([&] { model.upsertBatch(std::move(batch)); })));
        proxy.setFilterText(QStringLiteral("running"));
        batch = updates(9);
        row("update 1,000 states, list filtered by \"running\"",
            ms(timeMs([&] { model.upsertBatch(std::move(batch)); })));
        proxy.setFilterText(QString());
        sortAndWait(JobListModel::CreatedColumn, Qt::DescendingOrder);
        const auto one = updates(10).front();
        row("update 1 job (upsert)", ms(timeMs([&] { model.upsert(one); })));
    }

    {
        char label[96];
        std::snprintf(label, sizeof label, "tick() with %d running jobs, list sorted by Created", model.runningCount());
        row(label, ms(timeMs([&] { model.tick(); })));
        sortAndWait(JobListModel::DurationColumn, Qt::DescendingOrder);
        std::snprintf(
            label, sizeof label, "tick() with %d running jobs, list sorted by Duration", model.runningCount());
        row(label, ms(timeMs([&] { model.tick(); })));
        sortAndWait(JobListModel::CreatedColumn, Qt::DescendingOrder);
    }

    {
        const int pageRows = 50;
        std::vector<double> pages;
        std::mt19937 random(3);
        for (int i = 0; i < 1000; ++i)
            pages.push_back(
                pageMs(proxy, static_cast<int>(random() % static_cast<std::uint32_t>(count - pageRows)), pageRows));
        char text[96];
        std::snprintf(text, sizeof text, "%.0f µs median, %.0f µs worst", median(pages) * 1000,
            *std::max_element(pages.begin(), pages.end()) * 1000);
        row("data() for one page (50 rows x 8 columns x 7 roles) through the proxy, 1,000 random pages", text);
    }
    {
        QStringList ids;
        for (int i = 0; i < count; i += 97)
            ids << QString::fromStdString(*jobs[static_cast<std::size_t>(i)].jobId);
        row("remove 1,000 jobs one by one (remove())", ms(timeMs([&] {
            for (int i = 0; i < 1000 && i < ids.size(); ++i)
                model.remove(ids[i]);
        })));
        // Another 1,000 scattered jobs in one call, as a refresh removes what vanished.
        QSet<QString> more;
        for (int i = 48; i < count && more.size() < 1000; i += 97)
            more.insert(QString::fromStdString(*jobs[static_cast<std::size_t>(i)].jobId));
        row("remove 1,000 other jobs in one call (removeJobs()), proxy sorted by Created", ms(timeMs([&] {
            model.removeJobs(more);
            proxy.rowCount();
        })));
        std::snprintf(memory, sizeof memory, "%.0f MiB", static_cast<double>(rssKiB() - rssBefore) / 1024.0);
        row("memory at the end (RSS growth: the model, the proxy, and what the heap kept of the comparison proxy and the update batches)", memory);
        malloc_trim(0);
        std::snprintf(memory, sizeof memory, "%.0f MiB", static_cast<double>(rssKiB() - rssBefore) / 1024.0);
        row("the same after malloc_trim(0) (freed heap given back)", memory);
    }
    return 0;
}
