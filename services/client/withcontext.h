#pragma once

#include <QObject>
#include <QPointer>

#include <functional>
#include <utility>

namespace trainyard::client {

// `done`, called only while `context` lives, as Qt's own APIs do with a context object
// (QTimer::singleShot(ms, context, functor)): the answer to a caller that has gone is dropped, so the
// caller needs no guard of its own. A null context is none: `done` is always called.
template <typename... Args>
std::function<void(Args...)> withContext(const QObject* context, std::function<void(Args...)> done)
{
    if (!context || !done)
        return done;
    return [context = QPointer<const QObject>(context), done = std::move(done)](Args... args) {
        if (context)
            done(std::forward<Args>(args)...);
    };
}

} // namespace trainyard::client
